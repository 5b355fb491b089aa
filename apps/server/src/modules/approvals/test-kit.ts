import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { createOperator, type OpsCaller, operatorSession, type TestGrant } from '../../test/operators.ts';

/** Shared set-up of the two-person money suites (not used by the server). */

/** Two different operators (owners of every brand unless told), logged in: one asks, the other decides. */
export async function twoOperators(app: FastifyInstance, db: Db, grants?: TestGrant[]) {
  const maker = await createOperator(db, grants ? { grants } : {});
  const checker = await createOperator(db, grants ? { grants } : {});
  return {
    maker: await operatorSession(app, maker),
    checker: await operatorSession(app, checker),
    makerOperator: maker,
    checkerOperator: checker,
  };
}

/** Approves, rejects or cancels a request as the given operator. */
export const decide = (caller: OpsCaller, id: string, action: 'approve' | 'reject' | 'cancel', note?: string) =>
  caller('POST', `/ops/approvals/${id}/${action}`, note === undefined ? {} : { note });

/** The audit rows of an action, oldest first. */
export const auditRows = (db: Db, action: string) =>
  db.query<{ operatorId: number; target: string; detail: Record<string, unknown> }>(
    'SELECT operator_id AS "operatorId", target, detail FROM operator_audit WHERE action = $1 ORDER BY id',
    [action],
  );
