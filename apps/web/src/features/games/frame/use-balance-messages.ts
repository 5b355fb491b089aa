import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { refreshMoney } from '../../../lib/balance.ts';

/** What the house game pages post to the site after each round. */
export const BALANCE_MESSAGE = 'arcadia:balance';

const isBalanceMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === BALANCE_MESSAGE;

/**
 * Refreshes the header balance and the money pages when the game in `frame`
 * says a round changed the balance. Only a message from our own origin and
 * from that very frame counts: any other window could post the same shape.
 */
export function useBalanceMessages(frame: RefObject<HTMLIFrameElement | null>): void {
  const client = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      if (isBalanceMessage(event.data)) void refreshMoney(client);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client, frame]);
}
