// Shared by the benches: a short-lived PostgreSQL client, and JSON calls to a server under test.
import pg from 'pg';

/** Runs `work` with a connected client on `url`, and always closes it. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A JSON call as the demo host: its envelope's value, and the statement count when the server sends one. */
export async function call(base, method, path, body, headers = {}) {
  const response = await fetch(base + path, {
    method,
    headers: { host: 'localhost', 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${reply.code}`);
  return { value: reply.value, statements: response.headers.get('x-db-statements') };
}

/** A JSON call's value. */
export const api = async (...args) => (await call(...args)).value;
