import {
  type BodyInputOf,
  type EndpointDef,
  type ErrorCode,
  seamlessAuthenticate,
  seamlessBalance,
  seamlessBet,
  seamlessRollback,
  seamlessWin,
  type ValueOf,
} from '@arcadia/contracts';
import { signBody } from '../../../platform/signature.ts';

/**
 * The house vendor's side of the seamless-wallet API: it calls our wallet over
 * HTTP exactly as a third-party vendor would (no import of the ledger). Every
 * call is signed with the vendor's secret. A call that times out, fails on the
 * network or answers 5xx is sent again with the SAME body (same transactionId),
 * which the wallet answers idempotently, so a retry never applies twice.
 * authenticate is the exception: a launch token is single use, so it is sent once.
 */

export interface SeamlessClientOptions {
  /** Where the wallet API listens, e.g. the house vendor's PLATFORM_URL or a test server's address. */
  baseUrl: string;
  /** The vendor code (ARC, ARCL, ARCP, ARCV). */
  vendor: string;
  secret: string;
  /** Per attempt; default 5000 ms. */
  timeoutMs?: number;
  /** Further attempts after the first for retryable failures; default 2. */
  retries?: number;
  /** Pause between attempts; default 100 ms (doubled each time). */
  backoffMs?: number;
  /** Injected in tests (e.g. to simulate a lost answer). */
  fetch?: typeof fetch;
}

/** A refusal by the wallet (`code` from contracts errors.ts), or an unreachable wallet (`retryable`). */
export class SeamlessError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    /** True when the wallet was not reached / did not answer: the same call may be sent later. */
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'SeamlessError';
  }
}

type Envelope = { success?: boolean; code?: string; message?: string; value?: unknown };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function seamlessClient(options: SeamlessClientOptions) {
  const { baseUrl, vendor, secret, timeoutMs = 5000, retries = 2, backoffMs = 100 } = options;
  const send = options.fetch ?? fetch;
  const base = baseUrl.replace(/\/+$/, '');

  /** One attempt: the parsed envelope, or a retryable SeamlessError. */
  async function attempt(path: string, raw: string): Promise<Envelope> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      // Signed per attempt: the timestamp is fresh, the body (and its transactionId) is the same.
      const response = await send(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vendor': vendor, ...signBody(secret, raw) },
        body: raw,
        signal: controller.signal,
      });
      const text = await response.text();
      let parsed: Envelope | undefined;
      try {
        parsed = JSON.parse(text) as Envelope;
      } catch {
        parsed = undefined;
      }
      if (response.status >= 500 || !parsed || typeof parsed.success !== 'boolean') {
        throw new SeamlessError('game-maintenance', response.status, `wallet answered ${response.status}`, true);
      }
      if (!parsed.success) {
        throw new SeamlessError((parsed.code ?? 'unknown') as ErrorCode, response.status, parsed.message ?? '', false);
      }
      return parsed;
    } catch (error) {
      if (error instanceof SeamlessError) throw error;
      const why = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : String(error);
      throw new SeamlessError('game-maintenance', 0, `wallet unreachable: ${why}`, true);
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<E extends EndpointDef>(def: E, body: BodyInputOf<E>, retry: boolean): Promise<ValueOf<E>> {
    const raw = JSON.stringify(body);
    let tries = retry ? retries : 0;
    let wait = backoffMs;
    for (;;) {
      try {
        const envelope = await attempt(def.path, raw);
        return envelope.value as ValueOf<E>;
      } catch (error) {
        if (!(error instanceof SeamlessError) || !error.retryable || tries <= 0) throw error;
        tries -= 1;
        await pause(wait);
        wait *= 2;
      }
    }
  }

  return {
    vendor,
    /** Exchanges a single-use launch token for the player; not retried (the token is spent on first use). */
    authenticate: (body: BodyInputOf<typeof seamlessAuthenticate>) => call(seamlessAuthenticate, body, false),
    balance: (body: BodyInputOf<typeof seamlessBalance>) => call(seamlessBalance, body, true),
    /** Debits a stake; throws insufficient-balance (nothing applied) when over the balance. */
    bet: (body: BodyInputOf<typeof seamlessBet>) => call(seamlessBet, body, true),
    /** Settles a bet with its payout (0 for a loss). */
    win: (body: BodyInputOf<typeof seamlessWin>) => call(seamlessWin, body, true),
    /** Refunds an unsettled bet. */
    rollback: (body: BodyInputOf<typeof seamlessRollback>) => call(seamlessRollback, body, true),
  };
}

export type SeamlessClient = ReturnType<typeof seamlessClient>;
