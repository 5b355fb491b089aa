import { endpoint } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { totpCode } from '../../platform/totp.ts';
import type { OpsCaller } from '../../test/operators.ts';
import { nextOpsIp } from '../../test/ops-login.ts';
import { send } from '../../test/requests.ts';

/** The operator login steps one at a time, as the login tests need them. */

export const passwordStep = (app: FastifyInstance, username: string, password: string, ip = nextOpsIp()) =>
  send(app, {
    method: 'POST',
    url: '/ops/session',
    headers: { 'x-forwarded-for': ip },
    payload: { username, password },
  });

export const codeStep = (app: FastifyInstance, ticket: string, code: string, ip = nextOpsIp()) =>
  send(app, {
    method: 'POST',
    url: '/ops/session/code',
    headers: { 'x-forwarded-for': ip },
    payload: { ticket, code },
  });

export const enrolStep = (app: FastifyInstance, token: string, password: string, secondShare?: string) =>
  send(app, {
    method: 'POST',
    url: '/ops/enrolment',
    headers: { 'x-forwarded-for': nextOpsIp() },
    payload: { token, password, ...(secondShare === undefined ? {} : { secondShare }) },
  });

/** Spends an enrolment token (or both shares) and enrols an authenticator: a session as that operator. */
export async function enrolAs(app: FastifyInstance, token: string, secondShare?: string): Promise<OpsCaller> {
  const step = await enrolStep(app, token, 'a-long-password', secondShare);
  if (step.status !== 200) throw new Error(`enrolment refused: ${JSON.stringify(step.body)}`);
  const session = await codeStep(app, step.body.value.ticket, totpCode(step.body.value.enrolment.secret));
  if (session.status !== 200) throw new Error(`code refused: ${JSON.stringify(session.body)}`);
  const authorization = `Bearer ${session.body.value.token}`;
  return (method, url, payload) =>
    send(app, { method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}

/** A call with a bearer token. */
export const asOps = (app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  send(app, { method, url, headers: { authorization: `Bearer ${token}` } });

/** A code that is certainly not the current one (nor its neighbours). */
export const wrongCode = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');

/** A test-only operator route that forgot its permission: the guard must refuse it. */
export const opsPing = endpoint({
  method: 'GET',
  path: '/ops/test-ping',
  summary: 'test only',
  auth: 'operator',
  value: z.null(),
});
