import { totpCode } from '../platform/totp.ts';
import { OPERATORS } from '../seed/demo-data.ts';

/** What an operator logs in with: the password and the authenticator's secret. */
export interface OpsCredentials {
  username: string;
  password: string;
  totpSecret: string;
}

/** The seeded demo owner `ops` (every brand) and finance operator `ops2`. */
export const DEMO_OPS: OpsCredentials = OPERATORS[0];
export const DEMO_OPS2: OpsCredentials = OPERATORS[1];

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever envelope comes back, as send() does
type Post = (url: string, payload: object, headers: Record<string, string>) => Promise<{ status: number; body: any }>;

let ipSeq = 0;
/**
 * A fresh address (X-Forwarded-For; loopback is a trusted proxy) for each login,
 * so the per-IP login budget of one test never spends another's.
 */
export const nextOpsIp = () => {
  ipSeq += 1;
  return `198.18.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

/**
 * Both factors, as an operator does them: the password for a ticket, then the
 * authenticator's code (the first code of an enrolment, when the ticket asks
 * for one). Returns the session token; throws when a step is refused.
 */
export async function opsLoginWith(post: Post, who: OpsCredentials): Promise<string> {
  const headers = { 'x-forwarded-for': nextOpsIp() };
  const first = await post('/ops/session', { username: who.username, password: who.password }, headers);
  if (first.status !== 200) throw new Error(`operator password step failed: ${JSON.stringify(first.body)}`);
  const { ticket, enrolment } = first.body.value as { ticket: string; enrolment: { secret: string } | null };
  const code = totpCode(enrolment?.secret ?? who.totpSecret);
  const second = await post('/ops/session/code', { ticket, code }, headers);
  if (second.status !== 200) throw new Error(`operator code step failed: ${JSON.stringify(second.body)}`);
  return second.body.value.token as string;
}

/** The same over real HTTP, for tests that run the server as its own process. */
export const opsLoginOver = (base: string, who: OpsCredentials = DEMO_OPS) =>
  opsLoginWith(async (url, payload, headers) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
    return { status: response.status, body: await response.json() };
  }, who);
