// Load runs that need a member: password login (sealed bodies), member info and the badge counts (a bearer token).
import autocannon from 'autocannon';
import { operatorAuth } from './ops.mjs';
import { sealerFor } from './seal.mjs';

const DEMO_LOGIN = { type: 'username', username: 'demo', password: 'demo1234' };
/**
 * Sealed login bodies made before the timed run, per second of it (logins ran 50–110/s on the
 * benches' machines); more are sealed on the fly should they run out.
 */
const PREPARED_PER_SECOND = 250;
const base = (port) => `http://127.0.0.1:${port}`;
const json = { host: 'localhost', 'content-type': 'application/json' };

// One address and client id per request (10.0.0.1, 10.0.0.2, …; the server believes X-Forwarded-For
// from 127.0.0.1), so the login budget of 30 per IP in 10 minutes never cuts a run short.
let sent = 0;
function caller() {
  const i = ++sent;
  return {
    'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    'x-client-id': `bench-client-${i}`,
  };
}

async function call(port, method, path, body, headers = {}) {
  const response = await fetch(base(port) + path, { method, headers: { ...json, ...caller(), ...headers }, body });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${reply.code}`);
  return reply.value;
}

/**
 * The demo member has a mobile on file, so while NEW_DEVICE_CHECK is on every login from an
 * unseen IP (every request here) ends in 403 verification-required after the password check.
 * Turns the switch off through the operator API; returns a function that puts it back.
 */
export async function deviceCheckOff(port) {
  const auth = await operatorAuth((path, body) => call(port, 'POST', path, JSON.stringify(body)));
  const patch = (body) => call(port, 'PATCH', '/ops/merchants/demo', JSON.stringify(body), auth);
  const { switches } = await patch({});
  if (switches.NEW_DEVICE_CHECK !== true) return async () => {};
  await patch({ switches: { NEW_DEVICE_CHECK: false } });
  return () => patch({ switches: { NEW_DEVICE_CHECK: true } });
}

/**
 * POST /wps/session/login: a fresh sealed body (fresh nonce), address and client id per request.
 * `onLoad` is called once the bodies are sealed, as the load begins (a CPU meter starts there).
 */
export async function loginLoad(port, { onLoad, ...options }) {
  const seal = await sealerFor(base(port), json);
  const bodies = Array.from({ length: Math.ceil(options.duration * PREPARED_PER_SECOND) }, () => seal(DEMO_LOGIN));
  onLoad?.();
  return autocannon({
    ...options,
    url: base(port),
    excludeErrorStats: true,
    headers: json,
    requests: [
      {
        method: 'POST',
        path: '/wps/session/login',
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...caller() },
          body: bodies.pop() ?? seal(DEMO_LOGIN),
        }),
      },
    ],
  });
}

/** The session token of one password login as `demo`. */
async function demoToken(port) {
  const seal = await sealerFor(base(port), json);
  const { token } = await call(port, 'POST', '/wps/session/login', seal(DEMO_LOGIN));
  return token;
}

/** GET `path` again and again with the token of one login. */
async function memberLoad(port, path, options) {
  const token = await demoToken(port);
  return autocannon({
    ...options,
    url: `${base(port)}${path}`,
    excludeErrorStats: true,
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
  });
}

/** GET /wps/member/info with the token of one login. */
export const memberInfoLoad = (port, options) => memberLoad(port, '/wps/member/info', options);

/**
 * GET /wps/relay/CSP_unreadCount: the badge counts every logged-in page asks for (unread
 * messages, claimable missions, rewards). The demo player has seeded messages and the
 * brand's eight seeded missions running, so each count does its real work.
 */
export const unreadCountLoad = (port, options) => memberLoad(port, '/wps/relay/CSP_unreadCount', options);
