import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect } from '@playwright/test';

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
    const response = await request.post('/ops/session', { data: { username: 'ops', password: 'ops12345' } });
    expect(response.ok(), `operator login: ${response.status()}`).toBe(true);
    const body = (await response.json()) as { value: { token: string } };
    return new Ops(request, body.value.token);
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

/** Logs a demo operator in; returns the authorization header of the session. */
async function operatorHeaders(request: APIRequestContext, username: string) {
  const response = await request.post('/ops/session', { data: { username, password: 'ops12345' } });
  expect(response.ok(), `operator login ${username}: ${response.status()}`).toBe(true);
  const body = (await response.json()) as { value: { token: string } };
  return { authorization: `Bearer ${body.value.token}` };
}

/**
 * Credits a member's main wallet through the operator's money desk: one demo operator
 * asks for the adjustment, the second approves it (money moves only then).
 */
export async function creditMember(request: APIRequestContext, account: string, amount: number, reason: string) {
  const asked = await request.post(`/ops/members/${account}/adjust`, {
    headers: await operatorHeaders(request, 'ops'),
    data: { merchant: 'demo', direction: 'credit', amount, reason, requestId: randomUUID() },
  });
  expect(asked.ok(), `adjust ${account}: ${asked.status()} ${await asked.text()}`).toBe(true);
  const { id } = ((await asked.json()) as { value: { id: string } }).value;
  const approved = await request.post(`/ops/approvals/${id}/approve`, {
    headers: await operatorHeaders(request, 'ops2'),
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
