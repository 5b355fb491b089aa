// The demo operators' two-factor login for the benches (README: demo accounts).
import { createHmac } from 'node:crypto';

export const OPS = { username: 'ops', password: 'ops12345', totpSecret: 'ARCADIAOPSDEMOTOTPSECRET' };
export const OPS2 = { username: 'ops2', password: 'ops12345', totpSecret: 'ARCADIAOPSTWODEMOTOTPKEY' };

/** The current six-digit code of an authenticator app for a base32 secret (RFC 6238, as the server checks). */
function totp(secret) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1] & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Logs an operator in through both factors; `post(path, body)` sends JSON and answers the
 * envelope's value. Returns the authorization header of the session.
 */
export async function operatorAuth(post, who = OPS) {
  const { ticket } = await post('/ops/session', { username: who.username, password: who.password });
  const { token } = await post('/ops/session/code', { ticket, code: totp(who.totpSecret) });
  return { authorization: `Bearer ${token}` };
}
