import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { totpCode } from '../apps/server/src/platform/totp.ts';
// Every test runs under the CSP watch: a violation anywhere fails it.
import { test as base, expect } from './csp.ts';

/**
 * The demo operators from the README: their passwords, then the codes their authenticator
 * apps show for the documented development secrets (demo seeding only).
 */
export const DEMO_OPS = { username: 'ops', password: 'ops12345', totpSecret: 'ARCADIAOPSDEMOTOTPSECRET' };
export const DEMO_OPS2 = { username: 'ops2', password: 'ops12345', totpSecret: 'ARCADIAOPSTWODEMOTOTPKEY' };
type DemoOperator = typeof DEMO_OPS;

/**
 * One session per operator and test worker, as a person stays logged in through a
 * working day: logging in for every test would spend the per-address login budget
 * (30 in 10 minutes) that the suite means to prove.
 */
const sessions = new Map<string, Promise<string>>();

/** The operator's session token: both factors once per worker, as a person with the authenticator app does. */
export function opsToken(request: APIRequestContext, who: DemoOperator = DEMO_OPS): Promise<string> {
  let token = sessions.get(who.username);
  if (!token) {
    token = logIn(request, who);
    token.catch(() => sessions.delete(who.username));
    sessions.set(who.username, token);
  }
  return token;
}

async function logIn(request: APIRequestContext, who: DemoOperator): Promise<string> {
  const first = await request.post('/ops/session', { data: { username: who.username, password: who.password } });
  expect(first.ok(), `operator password step: ${first.status()}`).toBe(true);
  const { ticket } = ((await first.json()) as { value: { ticket: string } }).value;
  const second = await request.post('/ops/session/code', { data: { ticket, code: totpCode(who.totpSecret) } });
  expect(second.ok(), `operator code step: ${second.status()}`).toBe(true);
  return ((await second.json()) as { value: { token: string } }).value.token;
}

/** The body of PATCH /ops/merchants/:code; every field is optional. */
export interface MerchantChange {
  maintenance?: { on: boolean; endTime: string | null };
  blockedIpRanges?: string[];
  blockedCountries?: string[];
  liveChatUrl?: string | null;
  switches?: Record<string, boolean>;
}

type MerchantSettings = Required<MerchantChange>;

/**
 * The operator API as a test uses it: change a brand's settings, and put
 * back whatever was there before when the test ends.
 */
export class Ops {
  private readonly saved = new Map<string, MerchantSettings>();

  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(request: APIRequestContext): Promise<Ops> {
    return new Ops(request, await opsToken(request));
  }

  /** Applies a change to a brand (the demo brand unless named); returns the settings after it. */
  async patch(change: MerchantChange, code = 'demo'): Promise<MerchantSettings> {
    // An empty change reads the current settings: saved once, before the first real change.
    if (!this.saved.has(code)) this.saved.set(code, await this.send(code, {}));
    return this.send(code, change);
  }

  /** Puts every changed brand back as it was. */
  async restore(): Promise<void> {
    for (const [code, settings] of this.saved) await this.send(code, settings);
    this.saved.clear();
  }

  private async send(code: string, change: MerchantChange): Promise<MerchantSettings> {
    const response = await this.request.patch(`/ops/merchants/${code}`, {
      data: change,
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(response.ok(), `PATCH /ops/merchants/${code}: ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { value: MerchantSettings }).value;
  }
}

/** The authorization header of a demo operator's session. */
const operatorHeaders = async (request: APIRequestContext, who: DemoOperator) => ({
  authorization: `Bearer ${await opsToken(request, who)}`,
});

/**
 * Credits a member's main wallet through the operator's money desk: one demo operator
 * asks for the adjustment, the second approves it (money moves only then).
 */
export async function creditMember(request: APIRequestContext, account: string, amount: number, reason: string) {
  const asked = await request.post(`/ops/members/${account}/adjust`, {
    headers: await operatorHeaders(request, DEMO_OPS),
    data: { merchant: 'demo', direction: 'credit', amount, reason, requestId: randomUUID() },
  });
  expect(asked.ok(), `adjust ${account}: ${asked.status()} ${await asked.text()}`).toBe(true);
  const { id } = ((await asked.json()) as { value: { id: string } }).value;
  const approved = await request.post(`/ops/approvals/${id}/approve`, {
    headers: await operatorHeaders(request, DEMO_OPS2),
    data: {},
  });
  expect(approved.ok(), `approve ${id}: ${approved.status()} ${await approved.text()}`).toBe(true);
}

export const test = base.extend<{ ops: Ops }>({
  ops: async ({ request }, use) => {
    const ops = await Ops.login(request);
    await use(ops);
    await ops.restore();
  },
});

export { expect };
