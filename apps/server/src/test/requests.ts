import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_OPS, type OpsCredentials, opsLoginWith } from './ops-login.ts';

/** Requests as the demo brand's web app sends them (Host localhost). */
export const demoHeaders = { host: 'localhost:8080' } as const;

export async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { ...demoHeaders, ...headers } });
  return { status: response.statusCode, body: response.json() };
}

export async function send(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject({ ...options, headers: { ...demoHeaders, ...options.headers } });
  return { status: response.statusCode, body: response.json() };
}

/** Logs an operator in through both factors (the seeded owner `ops` unless told); returns the session token. */
export const opsToken = (app: FastifyInstance, who: OpsCredentials = DEMO_OPS) =>
  opsLoginWith((url, payload, headers) => send(app, { method: 'POST', url, payload, headers }), who);

/** Logs in to the operator API and returns a function that changes a brand's settings. */
export async function operator(app: FastifyInstance) {
  const token = await opsToken(app);
  return (change: object, code = 'demo') =>
    send(app, {
      method: 'PATCH',
      url: `/ops/merchants/${code}`,
      headers: { authorization: `Bearer ${token}` },
      payload: change,
    });
}

/** Logs in as the seeded owner `ops` (every factor); returns a caller for any operator endpoint. */
export async function opsCall(app: FastifyInstance) {
  const authorization = `Bearer ${await opsToken(app)}`;
  return (method: InjectOptions['method'], url: string, payload?: object) =>
    send(app, { method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}
