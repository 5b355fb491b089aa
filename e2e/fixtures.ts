import type { APIRequestContext } from '@playwright/test';
// Every test runs under the CSP watch: a violation anywhere fails it.
import { test as base, expect } from './csp.ts';

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

export const test = base.extend<{ ops: Ops }>({
  ops: async ({ request }, use) => {
    const ops = await Ops.login(request);
    await use(ops);
    await ops.restore();
  },
});

export { expect };
