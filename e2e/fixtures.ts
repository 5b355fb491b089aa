import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { totpCode } from '../apps/server/src/platform/totp.ts';

/**
 * The demo operator from the README: its password, then the code its authenticator
 * app shows for the documented development secret (demo seeding only).
 */
export const DEMO_OPS = { username: 'ops', password: 'ops12345', totpSecret: 'ARCADIAOPSDEMOTOTPSECRET' };

/** Logs the demo operator in through both factors, as a person with the authenticator app does; returns the token. */
export async function opsToken(request: APIRequestContext): Promise<string> {
  const first = await request.post('/ops/session', {
    data: { username: DEMO_OPS.username, password: DEMO_OPS.password },
  });
  expect(first.ok(), `operator password step: ${first.status()}`).toBe(true);
  const { ticket } = ((await first.json()) as { value: { ticket: string } }).value;
  const second = await request.post('/ops/session/code', { data: { ticket, code: totpCode(DEMO_OPS.totpSecret) } });
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

  /** Ends the operator session, as an operator logs out at the end of the day. */
  async logout(): Promise<void> {
    const response = await this.request.delete('/ops/session', { headers: { authorization: `Bearer ${this.token}` } });
    expect(response.ok(), `operator logout: ${response.status()}`).toBe(true);
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

export const test = base.extend<{ ops: Ops }>({
  ops: async ({ request }, use) => {
    const ops = await Ops.login(request);
    await use(ops);
    await ops.restore();
    await ops.logout();
  },
});

export { expect };
