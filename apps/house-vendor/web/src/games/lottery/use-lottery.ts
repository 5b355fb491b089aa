import {
  type LotteryTicket,
  lotteryPageDraws,
  lotteryPageResults,
  lotteryPageTickets,
  type OpenedDraw,
  type ValueOf,
} from '@arcadia/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import { rememberHash } from './kit/hashes-seen.ts';
import { dueDrawNo, pollDelay } from './kit/schedule.ts';
import { useServerClock } from './kit/server-clock.ts';
import { awaitingSettlement, newlyWon } from './kit/ticket-status.ts';
import { useOnceError, usePolling } from './kit/use-polling.ts';

export type LotteryDraws = ValueOf<typeof lotteryPageDraws>;

/** How long the board takes to draw a fresh result: the tickets' outcomes wait for it. */
export const REVEAL_MS = 4_000;
const RESULTS = 20;
const TICKETS = 30;

/**
 * One Vietnam lottery's live state: its draws (polled, faster near the draw), results, and the
 * player's tickets (asked again after a draw until they are settled; a win moves the balance).
 */
export function useLottery(gameCode: string) {
  const { api, showError, showBalance } = useShell();
  const clock = useServerClock();
  const [draws, setDraws] = useState<LotteryDraws | null>(null);
  const [results, setResults] = useState<OpenedDraw[] | null>(null);
  const [tickets, setTickets] = useState<LotteryTicket[] | null>(null);
  /** A result that arrived while the page was open: the board draws it. */
  const [fresh, setFresh] = useState<number | null>(null);
  const held = useRef({ draws, results, tickets, drawsAt: 0, ticketsAt: 0, revealUntil: 0 });
  held.current.draws = draws;
  held.current.results = results;
  held.current.tickets = tickets;
  const shownGame = useRef(gameCode);
  shownGame.current = gameCode;
  const errors = useOnceError(showError);

  useEffect(() => {
    // Another game: nothing of the last one stays on the screen.
    void gameCode;
    setDraws(null);
    setResults(null);
    setTickets(null);
    setFresh(null);
    held.current = { draws: null, results: null, tickets: null, drawsAt: 0, ticketsAt: 0, revealUntil: 0 };
  }, [gameCode]);

  const loadTickets = useCallback(async () => {
    const answer = await api.call(lotteryPageTickets, { query: { gameCode, count: TICKETS } });
    if (shownGame.current !== gameCode) return;
    held.current.ticketsAt = Date.now();
    if (newlyWon(held.current.tickets, answer.list)) showBalance(null);
    held.current.tickets = answer.list;
    setTickets(answer.list);
  }, [api, gameCode, showBalance]);

  const load = async (): Promise<number> => {
    const state = held.current;
    // An answer for a game no longer shown is dropped (the player switched while it was on its way).
    const gone = () => shownGame.current !== gameCode;
    const now = clock.now();
    let draws = state.draws;
    try {
      // The draws again once the open one has closed (its successor's hash is known, the one after is not), or every 20 s.
      if (!draws || now >= Date.parse(draws.current.closeAt) || Date.now() - state.drawsAt > 20_000) {
        const sent = Date.now();
        draws = await api.call(lotteryPageDraws, { query: { gameCode } });
        if (gone()) return 60_000;
        clock.sync(draws.serverTime, sent, Date.now());
        state.drawsAt = Date.now();
        rememberHash(gameCode, draws.current.drawNo, draws.current.seedHash);
        rememberHash(gameCode, draws.next.drawNo, draws.next.seedHash);
        setDraws(draws);
      }
      const timing = { intervalMs: draws.game.intervalSeconds * 1000 };
      const known = state.results?.[0]?.drawNo ?? null;
      if (state.results === null || known === null || known < dueDrawNo(timing, clock.now())) {
        const answer = await api.call(lotteryPageResults, { query: { gameCode, count: RESULTS } });
        if (gone()) return 60_000;
        const top = answer.draws[0]?.drawNo ?? null;
        if (state.results !== null && top !== null && (known === null || top > known)) {
          setFresh(top);
          state.revealUntil = Date.now() + REVEAL_MS;
        }
        state.results = answer.draws;
        setResults(answer.draws);
      }
      const lastDrawn = state.results?.[0]?.drawNo ?? null;
      const settling = state.tickets !== null && awaitingSettlement(state.tickets, lastDrawn);
      if (
        state.tickets === null ||
        (settling && Date.now() >= state.revealUntil && Date.now() - state.ticketsAt > 1_500)
      ) {
        await loadTickets();
      }
      errors.answered();
      const delay = pollDelay({
        timing,
        now: clock.now(),
        closeAt: Date.parse(draws.current.closeAt),
        lastDrawn,
        hidden: document.visibilityState === 'hidden',
      });
      const stillSettling = held.current.tickets !== null && awaitingSettlement(held.current.tickets, lastDrawn);
      return stillSettling ? Math.min(delay, Math.max(1_500, state.revealUntil - Date.now())) : delay;
    } catch (error) {
      errors.failed(error);
      return 5_000;
    }
  };
  const refresh = usePolling(load, gameCode);

  /** A purchase's tickets, newest first, before the next list arrives. */
  const addTickets = useCallback((bought: readonly LotteryTicket[]) => {
    const ids = new Set(bought.map((ticket) => ticket.ticketId));
    setTickets((list) => [...bought, ...(list ?? []).filter((ticket) => !ids.has(ticket.ticketId))]);
  }, []);

  return { clock, draws, results, tickets, fresh, refresh, addTickets };
}
