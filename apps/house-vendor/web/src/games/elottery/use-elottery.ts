import {
  type ElotteryGameCode,
  type ElotteryTicket,
  elotteryBetTypes,
  elotteryDraw,
  elotteryResults,
  elotteryTickets,
  type ValueOf,
} from '@arcadia/contracts';
import { useCallback, useRef, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import { rememberHash } from '../lottery/kit/hashes-seen.ts';
import { dueDrawNo, pollDelay } from '../lottery/kit/schedule.ts';
import { useServerClock } from '../lottery/kit/server-clock.ts';
import { awaitingSettlement, newlyWon } from '../lottery/kit/ticket-status.ts';
import { useOnceError, usePolling } from '../lottery/kit/use-polling.ts';

export type ElotteryDraw = ValueOf<typeof elotteryDraw>;
export type ElotteryDrawn = ValueOf<typeof elotteryResults>['draws'][number];
export type ElotteryBetTypes = ValueOf<typeof elotteryBetTypes>;

/** How long a stage takes to draw a fresh result: the tickets' outcomes wait for it. */
export const REVEAL_MS = 4_500;
const RESULTS = 20;
const TICKETS = 30;

/**
 * One e-lottery game's live state: the draw (polled, every second while a result is due), its
 * bet types, results and the player's tickets (asked again after a draw until settled; a win
 * moves the balance).
 */
export function useElottery(gameCode: ElotteryGameCode) {
  const { api, showError, showBalance } = useShell();
  const clock = useServerClock();
  const params = { gameCode };
  const [draw, setDraw] = useState<ElotteryDraw | null>(null);
  const [betTypes, setBetTypes] = useState<ElotteryBetTypes | null>(null);
  const [results, setResults] = useState<ElotteryDrawn[] | null>(null);
  const [tickets, setTickets] = useState<ElotteryTicket[] | null>(null);
  /** A result that arrived while the page was open: the stage draws it. */
  const [fresh, setFresh] = useState<number | null>(null);
  const held = useRef({ draw, betTypes, results, tickets, drawAt: 0, ticketsAt: 0, revealUntil: 0 });
  held.current.draw = draw;
  held.current.betTypes = betTypes;
  held.current.results = results;
  held.current.tickets = tickets;
  const errors = useOnceError(showError);

  const loadTickets = useCallback(async () => {
    const answer = await api.call(elotteryTickets, { params: { gameCode }, query: { count: TICKETS } });
    held.current.ticketsAt = Date.now();
    if (newlyWon(held.current.tickets, answer.list)) showBalance(null);
    held.current.tickets = answer.list;
    setTickets(answer.list);
  }, [api, gameCode, showBalance]);

  const load = async (): Promise<number> => {
    const state = held.current;
    try {
      let draw = state.draw;
      const known = draw?.last?.drawNo ?? null;
      const timing = { intervalMs: (draw?.drawSeconds ?? 60) * 1000 };
      const due = dueDrawNo(timing, clock.now());
      // Again once the open draw has closed, while a result is due, or every 20 s.
      if (
        !draw ||
        clock.now() >= Date.parse(draw.current.closeAt) ||
        known === null ||
        known < due ||
        Date.now() - state.drawAt > 20_000
      ) {
        const sent = Date.now();
        draw = await api.call(elotteryDraw, { params });
        clock.sync(draw.serverTime, sent, Date.now());
        state.drawAt = Date.now();
        rememberHash(gameCode, draw.current.drawNo, draw.current.seedHash);
        rememberHash(gameCode, draw.next.drawNo, draw.next.seedHash);
        state.draw = draw;
        setDraw(draw);
      }
      if (!state.betTypes) {
        state.betTypes = await api.call(elotteryBetTypes, { params });
        setBetTypes(state.betTypes);
      }
      const last = draw.last?.drawNo ?? null;
      const top = state.results?.[0]?.drawNo ?? null;
      if (state.results === null || (last !== null && (top === null || last > top))) {
        const answer = await api.call(elotteryResults, { params, query: { count: RESULTS } });
        if (state.results !== null && last !== null) {
          setFresh(last);
          state.revealUntil = Date.now() + REVEAL_MS;
        }
        state.results = answer.draws;
        setResults(answer.draws);
      }
      const settling = state.tickets !== null && awaitingSettlement(state.tickets, last);
      if (
        state.tickets === null ||
        (settling && Date.now() >= state.revealUntil && Date.now() - state.ticketsAt > 1_500)
      ) {
        await loadTickets();
      }
      errors.answered();
      const delay = pollDelay({
        timing: { intervalMs: draw.drawSeconds * 1000 },
        now: clock.now(),
        closeAt: Date.parse(draw.current.closeAt),
        lastDrawn: last,
        hidden: document.visibilityState === 'hidden',
      });
      const stillSettling = held.current.tickets !== null && awaitingSettlement(held.current.tickets, last);
      return stillSettling ? Math.min(delay, Math.max(1_500, state.revealUntil - Date.now())) : delay;
    } catch (error) {
      errors.failed(error);
      return 5_000;
    }
  };
  const refresh = usePolling(load, gameCode);

  const addTicket = useCallback((ticket: ElotteryTicket) => {
    setTickets((list) => [ticket, ...(list ?? []).filter((t) => t.ticketId !== ticket.ticketId)]);
  }, []);
  return { clock, draw, betTypes, results, tickets, fresh, refresh, addTicket };
}
