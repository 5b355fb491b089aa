import type { GatewayNotice } from '@arcadia/contracts';
import { signNotice } from './signature.ts';

export interface DeliveryOptions {
  /** Wait before each try, in ms; the length is the number of tries. */
  delays?: readonly number[];
  onGiveUp?: (error: unknown) => void;
}

/** First try right after the checkout answers, then back off: five tries over about 8 seconds. */
export const DEFAULT_DELAYS = [50, 500, 1500, 2500, 4000] as const;

/**
 * Sends notices the way a real gateway does: later, signed, repeated with
 * backoff until the merchant answers `{ ok: true }`. `stop` cancels what is
 * still waiting (the server is closing).
 */
export function noticeSender() {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const post = async (url: string, body: string, secret: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signNotice(secret, body) },
      body,
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await response.json().catch(() => null)) as { value?: { ok?: boolean } } | null;
    if (!response.ok || answer?.value?.ok !== true) throw new Error(`notice refused: HTTP ${response.status}`);
  };

  const send = (url: string, notice: GatewayNotice, secret: string, options: DeliveryOptions = {}) => {
    const delays = options.delays ?? DEFAULT_DELAYS;
    const body = JSON.stringify(notice);
    const attempt = (index: number) => {
      if (stopped) return;
      const timer = setTimeout(async () => {
        timers.delete(timer);
        try {
          await post(url, body, secret);
        } catch (error) {
          if (index + 1 < delays.length) attempt(index + 1);
          else options.onGiveUp?.(error);
        }
      }, delays[index]);
      timers.add(timer);
    };
    attempt(0);
  };

  const stop = () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };

  return { send, stop };
}
