import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../platform/totp.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator } from '../../test/operators.ts';
import { nextOpsIp } from '../../test/ops-login.ts';
import { asOps, codeStep, passwordStep, wrongCode } from './test-kit.ts';

/**
 * Operator lockout, tickets and sessions live in the shared kv and the database,
 * so two server processes on one PostgreSQL enforce them together. Embedded
 * PGlite is one process: there the test is skipped (it needs TEST_DATABASE_URL).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)(
  'operators on two server processes (skipped on PGlite: embedded mode is one process)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t?.close());

    it('locks an operator after five failures spread over both processes; both then refuse', async () => {
      const sibling = await t.spawnSibling();
      const apps = [t.app, sibling];
      const op = await createOperator(t.db);
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const app = apps[i % 2] ?? t.app;
        if (i < 3) {
          codes.push((await passwordStep(app, op.username, 'wrong-password')).body.code);
        } else {
          // The ticket from one process, the wrong code to the other.
          const ticket = (await passwordStep(app, op.username, op.password)).body.value.ticket;
          const other = apps[(i + 1) % 2] ?? t.app;
          codes.push((await codeStep(other, ticket, wrongCode(totpCode(op.totpSecret)))).body.code);
        }
      }
      expect(codes).toEqual([...Array(3).fill('invalid-credentials'), 'invalid-verification-code', 'account-locked']);
      for (const app of apps) {
        const right = await passwordStep(app, op.username, op.password);
        expect([right.status, right.body.code]).toEqual([423, 'account-locked']);
      }
    });

    it('takes a ticket once across processes, and ends a session everywhere at logout', async () => {
      const sibling = await t.spawnSibling();
      const op = await createOperator(t.db);
      const ticket = (await passwordStep(t.app, op.username, op.password)).body.value.ticket;
      const code = totpCode(op.totpSecret);
      const session = await codeStep(sibling, ticket, code);
      expect(session.status).toBe(200);
      expect((await codeStep(t.app, ticket, code)).body.code).toBe('challenge-expired');
      const token = session.body.value.token;
      expect((await asOps(t.app, token, 'GET', '/ops/deposits')).status).toBe(200);
      await asOps(sibling, token, 'DELETE', '/ops/session');
      expect((await asOps(t.app, token, 'GET', '/ops/deposits')).status).toBe(401);
    });

    it('counts one address’s attempts across both processes', async () => {
      const sibling = await t.spawnSibling();
      const ip = nextOpsIp();
      for (let i = 0; i < 30; i++) await passwordStep(i % 2 ? sibling : t.app, `nobody${i}`, 'whatever1', ip);
      const op = await createOperator(t.db);
      const over = await passwordStep(sibling, op.username, op.password, ip);
      expect(over.body.code).toBe('too-many-requests');
    });
  },
);
