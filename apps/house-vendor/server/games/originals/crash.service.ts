import type { BodyOf, houseCrashStart } from '@arcadia/contracts';
import * as crash from '../../../games/originals/crash.ts';
import type { Db } from '../../db/db.ts';
import { VendorError } from '../../http/errors.ts';
import type { MoneyDeps } from '../../rounds/money.ts';
import { type RoundRow, roundsRepo } from '../../rounds/rounds.repo.ts';
import type { Session } from '../../sessions/sessions.ts';
import { gameCodeOf } from './catalogue.ts';
import { type CrashPlay, crashPlayOf, crashView, decide, startOf } from './crash.view.ts';
import { originalsRepo } from './originals.repo.ts';
import { claim, lockOwn, type Move, openRound, pay, seedOf } from './round-flow.ts';

/**
 * Crash, one player a round: the point is fixed by the round's nonce (committed by the seed hash
 * shown before the bet), the clock starts when the bet is accepted, and the server's clock alone
 * decides. A round ends by a cash-out, by its auto cash-out, or at its crash; whichever call (or
 * the module's sweep) first finds it due settles it.
 */
export const CRASH_GAME = gameCodeOf('crash');

export async function start(deps: MoneyDeps, session: Session, body: BodyOf<typeof houseCrashStart>) {
  const autoCashOut = body.autoCashOut ?? null;
  const opened = await openRound(deps, {
    session,
    family: 'crash',
    gameCode: CRASH_GAME,
    stake: body.stake,
    play: { autoCashOut },
    expectedClientSeed: body.clientSeed,
    onlyOne: true,
  });
  const startedAt = Date.now();
  const play: CrashPlay = { autoCashOut, startedAt };
  await originalsRepo(deps.db).setPlay(opened.round.id, { ...play });
  return crashView({ ...opened.round, play: { ...play } }, opened.fair, startedAt, {
    balance: opened.balance,
    held: false,
  });
}

/**
 * How a locked open round moves at `now` (`cashOutAt`: a manual cash-out asked then). A pair
 * revealed before the round was decided voids it: refunded, it is worth less than any cash-out.
 */
async function decideLocked(tx: Db, round: RoundRow, now: number, cashOutAt: number | null) {
  const seed = await seedOf(tx, round);
  const play = crashPlayOf(round);
  const point = crash.crashPoint(seed.random());
  const ended = { ...play, startedAt: startOf(round, play), point };
  const due = decide(round, play, point, now);
  const decidedAt = startOf(round, play) + (due ? due.at : now - startOf(round, play));
  let move: Move = { kind: 'keep' };
  let crashed = false;
  if (seed.revealedAt && seed.revealedAt.getTime() < decidedAt) move = { kind: 'void', play: ended };
  else if (due) {
    move = { kind: 'settle', payout: due.payout, play: { ...ended, cashOut: due.cashOut } };
    crashed = due.cashOut === null;
  } else if (cashOutAt !== null) {
    const multiplier = crash.multiplierAt(Math.max(0, cashOutAt - startOf(round, play)));
    if (multiplier < crash.MIN_CASH_OUT) throw new VendorError('invalid-state');
    move = {
      kind: 'settle',
      payout: crash.settle(round.stake, multiplier, point),
      play: { ...ended, cashOut: multiplier },
    };
  }
  // When a running round ends by itself (its auto cash-out or its crash): a waiting page's answer.
  const auto = play.autoCashOut !== null && play.autoCashOut <= point ? crash.msUntil(play.autoCashOut) : Infinity;
  const endsAt = startOf(round, play) + Math.min(auto, crash.msUntil(point));
  return { move, crashed, fair: seed.fair, endsAt, round: await claim(tx, round, move) };
}

async function advance(deps: MoneyDeps, lock: (tx: Db) => Promise<RoundRow>, now: number, cashOutAt: number | null) {
  const decided = await deps.db.tx(async (tx) => {
    const round = await lock(tx);
    if (round.state !== 'open') {
      return { move: { kind: 'keep' } as Move, crashed: false, round, endsAt: 0, fair: (await seedOf(tx, round)).fair };
    }
    return decideLocked(tx, round, now, cashOutAt);
  });
  const wallet = await pay(deps, decided.round, decided.move);
  return { ...decided, view: crashView(decided.round, decided.fair, now, wallet) };
}

/** Cashes out at the curve's multiplier at the server's time of receipt; after the crash, refused. */
export async function cashOut(deps: MoneyDeps, session: Session, roundId: string, receivedAt = Date.now()) {
  const lock = (tx: Db) => lockOwn(tx, session, roundId, CRASH_GAME);
  const { view, move, crashed } = await advance(deps, lock, receivedAt, receivedAt);
  if (move.kind === 'keep' && view.state !== 'running') throw new VendorError('bet-already-settled', view);
  if (crashed || view.state === 'void') throw new VendorError('bet-already-settled', view);
  return view;
}

/**
 * The round now, settled first if its time has come. `waitMs`: a running round answers when it
 * ends, or after that long (the end is no secret by then: it is the answer).
 */
export async function roundOf(deps: MoneyDeps, session: Session, roundId: string, now = Date.now(), waitMs = 0) {
  const lock = (tx: Db) => lockOwn(tx, session, roundId, CRASH_GAME);
  const first = await advance(deps, lock, now, null);
  if (first.view.state !== 'running' || waitMs <= 0) return first.view;
  const pause = Math.min(waitMs, Math.max(0, first.endsAt - Date.now()) + 5);
  await new Promise((resolve) => setTimeout(resolve, pause));
  return (await advance(deps, lock, Date.now(), null)).view;
}

/** The player's running round, if any (a reload resumes it). */
export async function openOf(deps: MoneyDeps, session: Session, now = Date.now()) {
  const round = await originalsRepo(deps.db).unfinished(session.vendorCode, session.playerId, CRASH_GAME);
  if (round?.state !== 'open') return { round: null };
  const view = await roundOf(deps, session, `R${round.id}`, now);
  return { round: view.state === 'running' ? view : null };
}

/** The sweep: settles every open round whose crash or auto cash-out has come, though nobody asked. */
export async function settleDue(deps: MoneyDeps, now = Date.now()) {
  let settled = 0;
  for (const round of await originalsRepo(deps.db).open(CRASH_GAME, 200)) {
    const play = crashPlayOf(round);
    // Cheap first look without the lock; the locked look decides.
    const seed = await seedOf(deps.db, round);
    if (!decide(round, play, crash.crashPoint(seed.random()), now) && !seed.revealedAt) continue;
    const lock = async (tx: Db) => (await roundsRepo(tx).lock(round.id)) ?? round;
    const { move } = await advance(deps, lock, now, null);
    if (move.kind !== 'keep') settled += 1;
  }
  return settled;
}
