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
import { signed } from '../http/signing.ts';

/**
 * The vendor's side of the platform's seamless-wallet API, over HTTP as any provider calls it.
 * A call that times out, fails on the network or answers 5xx is `retryable`: the same body (the
 * same transaction id) may be sent again, and the wallet answers it idempotently.
 */

export interface WalletClientOptions {
  baseUrl: string;
  secret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** A refusal by the wallet (a contract error code), or no answer (`retryable`). */
export class WalletError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

type Envelope = { success?: boolean; code?: string; message?: string; value?: unknown };

export function walletClient(options: WalletClientOptions) {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<E extends EndpointDef>(vendorCode: string, def: E, body: BodyInputOf<E>): Promise<ValueOf<E>> {
    const raw = JSON.stringify(body);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await send(`${base}${def.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signed(vendorCode, options.secret, raw) },
        body: raw,
        signal: controller.signal,
      });
      const parsed = (await response.json().catch(() => null)) as Envelope | null;
      if (response.status >= 500 || !parsed || typeof parsed.success !== 'boolean') {
        throw new WalletError('service-unavailable', response.status, `wallet answered ${response.status}`, true);
      }
      if (!parsed.success) throw new WalletError(parsed.code as ErrorCode, response.status, parsed.message ?? '');
      return parsed.value as ValueOf<E>;
    } catch (error) {
      if (error instanceof WalletError) throw error;
      const why = controller.signal.aborted ? `no answer in ${options.timeoutMs} ms` : String(error);
      throw new WalletError('service-unavailable', 0, `wallet unreachable: ${why}`, true);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    authenticate: (vendor: string, body: BodyInputOf<typeof seamlessAuthenticate>) =>
      call(vendor, seamlessAuthenticate, body),
    balance: (vendor: string, body: BodyInputOf<typeof seamlessBalance>) => call(vendor, seamlessBalance, body),
    bet: (vendor: string, body: BodyInputOf<typeof seamlessBet>) => call(vendor, seamlessBet, body),
    win: (vendor: string, body: BodyInputOf<typeof seamlessWin>) => call(vendor, seamlessWin, body),
    rollback: (vendor: string, body: BodyInputOf<typeof seamlessRollback>) => call(vendor, seamlessRollback, body),
  };
}

export type WalletClient = ReturnType<typeof walletClient>;
