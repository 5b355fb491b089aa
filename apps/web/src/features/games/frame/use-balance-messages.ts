import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { applyBalanceMove, type BalanceMove } from '../../../lib/balance.ts';

/** What a game page posts to the site when its balance moves (the house vendor's pages: apps/house-vendor/web). */
export const BALANCE_MESSAGE = 'arcadia:balance';

const isMinor = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * A balance message's movement: `{ before, after }` when it carries both figures as
 * whole minor units, `undefined` (refresh only) when it carries none or odd ones, and
 * null when the data is not a balance message at all.
 */
export function readBalanceMessage(data: unknown): BalanceMove | undefined | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, before, after } = data as { type?: unknown; before?: unknown; after?: unknown };
  if (type !== BALANCE_MESSAGE) return null;
  return isMinor(before) && isMinor(after) ? { before, after } : undefined;
}

/** The origin of the frame's page: a game vendor's own host (the house vendor's among them), or ours. */
const frameOrigin = (frame: HTMLIFrameElement | null) => {
  try {
    return frame?.src ? new URL(frame.src, window.location.href).origin : null;
  } catch {
    return null;
  }
};

/**
 * Moves the header balance and refreshes the money pages when the game in `frame`
 * says its balance moved. Only a message from that very frame, sent from the origin
 * the frame was opened at (ours, or its vendor's host), counts: any other window could
 * post the same shape.
 */
export function useBalanceMessages(frame: RefObject<HTMLIFrameElement | null>): void {
  const client = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      if (event.origin !== window.location.origin && event.origin !== frameOrigin(frame.current)) return;
      const move = readBalanceMessage(event.data);
      if (move !== null) void applyBalanceMove(client, move);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client, frame]);
}
