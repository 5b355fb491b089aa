import type { FastifyInstance, InjectOptions } from 'fastify';

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

/** Logs in to the operator API and returns a function that changes a brand's settings. */
export async function operator(app: FastifyInstance) {
  const login = await send(app, {
    method: 'POST',
    url: '/ops/session',
    payload: { username: 'ops', password: 'ops12345' },
  });
  const token = login.body.value.token as string;
  return (change: object, code = 'demo') =>
    send(app, {
      method: 'PATCH',
      url: `/ops/merchants/${code}`,
      headers: { authorization: `Bearer ${token}` },
      payload: change,
    });
}

/** Logs in as the seeded operator (ops/ops12345); returns a caller for any operator endpoint. */
export async function opsCall(app: FastifyInstance) {
  const login = await send(app, {
    method: 'POST',
    url: '/ops/session',
    payload: { username: 'ops', password: 'ops12345' },
  });
  const authorization = `Bearer ${login.body.value.token as string}`;
  return (method: InjectOptions['method'], url: string, payload?: object) =>
    send(app, { method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}
