// Shared by the benches: a short-lived PostgreSQL client, JSON calls to a server under test, signed seamless bets.
import { createHmac } from 'node:crypto';
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

/** A signed POST /seamless/v1/bet of 0.01 under transaction id `id`, as the ARC vendor sends it: body and headers. */
export function signedBet(secret, playerId, id) {
  return signedCall(secret, {
    playerId,
    transactionId: id,
    roundId: `${id}-r`,
    gameCode: 'ARC-golden-dragon',
    amount: 1,
  });
}

/** A seamless call's body as the ARC vendor signs it: body and headers. */
export function signedCall(secret, fields) {
  const body = JSON.stringify(fields);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const headers = { host: 'localhost', 'content-type': 'application/json', 'x-vendor': 'ARC' };
  return { body, headers: { ...headers, 'x-timestamp': timestamp, 'x-signature': signature } };
}
