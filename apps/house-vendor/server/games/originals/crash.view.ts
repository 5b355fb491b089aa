import type { CrashRound } from '@arcadia/contracts';
import * as crash from '../../../games/originals/crash.ts';
import type { RoundRow } from '../../rounds/rounds.repo.ts';
import type { Fair } from './round-flow.ts';

/** What a crash round keeps in `play`: the point only once the round is over. */
export interface CrashPlay {
  autoCashOut: number | null;
  /** Server time (epoch ms) the clock started: when the bet was accepted. */
  startedAt?: number;
  cashOut?: number | null;
  point?: number;
  crashMs?: number;
}

export const crashPlayOf = (round: RoundRow): CrashPlay => {
  const play = round.play as Partial<CrashPlay>;
  const auto = play.autoCashOut;
  return {
    autoCashOut: typeof auto === 'number' ? auto : null,
    ...(typeof play.startedAt === 'number' ? { startedAt: play.startedAt } : {}),
    ...(play.cashOut !== undefined ? { cashOut: play.cashOut } : {}),
    ...(typeof play.point === 'number' ? { point: play.point, crashMs: crash.msUntil(play.point) } : {}),
  };
};

/** A round whose process stopped before its clock was written started, at the latest, when it was made. */
export const startOf = (round: RoundRow, play: CrashPlay) => play.startedAt ?? new Date(round.createdAt).getTime();

/**
 * What the round's point and clock say at `now`: null while it runs; else the cash-out it got (its
 * auto cash-out, or the cap for a bet still in at 10,000×; null: it crashed) and its payout.
 */
export function decide(round: RoundRow, play: CrashPlay, point: number, now: number) {
  const elapsed = now - startOf(round, play);
  const auto = play.autoCashOut;
  if (auto !== null && auto <= point && elapsed >= crash.msUntil(auto)) {
    return { cashOut: auto, payout: crash.settle(round.stake, auto, point), at: crash.msUntil(auto) };
  }
  const crashMs = crash.msUntil(point);
  if (elapsed < crashMs) return null;
  const capped = point === crash.MAX_POINT;
  return { cashOut: capped ? point : null, payout: crash.settle(round.stake, null, point), at: crashMs };
}

function stateOf(round: RoundRow, play: CrashPlay): CrashRound['state'] {
  if (round.state === 'open' || round.state === 'betting') return 'running';
  if (round.state === 'refunding' || round.state === 'refunded') return 'void';
  return typeof play.cashOut === 'number' ? 'cashed' : 'crashed';
}

export function crashView(
  round: RoundRow,
  fair: Fair,
  now: number,
  wallet: { balance: number | null; held: boolean } = { balance: null, held: false },
): CrashRound {
  const play = crashPlayOf(round);
  const state = stateOf(round, play);
  const startedAt = startOf(round, play);
  const over = state !== 'running';
  return {
    roundId: `R${round.id}`,
    state,
    stake: round.stake,
    autoCashOut: play.autoCashOut,
    startedAt: new Date(startedAt).toISOString(),
    elapsedMs: Math.max(0, Math.round(now - startedAt)),
    cashOut: play.cashOut ?? null,
    point: over ? (play.point ?? null) : null,
    crashMs: over ? (play.crashMs ?? null) : null,
    payout: over ? round.payout : null,
    balance: wallet.balance,
    held: wallet.held,
    fair,
  };
}
