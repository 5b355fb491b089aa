import type { BodyOf, houseMinesReveal, houseMinesStart } from '@arcadia/contracts';
import * as mines from '../../../games/originals/mines.ts';
import { VendorError } from '../../http/errors.ts';
import type { MoneyDeps } from '../../rounds/money.ts';
import type { RoundRow } from '../../rounds/rounds.repo.ts';
import type { Session } from '../../sessions/sessions.ts';
import { gameCodeOf } from './catalogue.ts';
import { type MinesPlay, minesPlayOf, minesView } from './mines.view.ts';
import { originalsRepo } from './originals.repo.ts';
import { claim, lockOwn, type Move, openRound, pay, seedOf } from './round-flow.ts';

/**
 * Mines: the board is placed when the round opens (its nonce's first draws) and read again from
 * the seed on every move, so it is never stored where the rounds list could show it. One round
 * open at a time; a reload finds it again.
 */
export const MINES_GAME = gameCodeOf('mines');

export async function start(deps: MoneyDeps, session: Session, body: BodyOf<typeof houseMinesStart>) {
  const play: MinesPlay = { mines: body.mines, revealed: [] };
  const opened = await openRound(deps, {
    session,
    family: 'mines',
    gameCode: MINES_GAME,
    stake: body.stake,
    play: { ...play },
    expectedClientSeed: body.clientSeed,
    onlyOne: true,
  });
  return minesView(opened.round, opened.fair, { balance: opened.balance, held: false });
}

type Decide = (round: RoundRow, play: MinesPlay, mask: number) => Move;

/** Moves the caller's open round under its lock, then pays what the move decided. */
async function move(deps: MoneyDeps, session: Session, roundId: string, decide: Decide) {
  const { round, move, fair } = await deps.db.tx(async (tx) => {
    const round = await lockOwn(tx, session, roundId, MINES_GAME);
    if (round.state !== 'open') throw new VendorError('bet-already-settled');
    const seed = await seedOf(tx, round);
    const play = minesPlayOf(round);
    const mask = mines.mineMask(seed.random(), play.mines);
    const ended = { ...play, mineCells: mines.cellsOf(mask) };
    // Its pair was revealed while it was open: the board is known, so the round is void (refunded).
    const move: Move = seed.revealedAt ? { kind: 'void', play: ended } : decide(round, play, mask);
    if (move.kind === 'keep') {
      await originalsRepo(tx).setPlay(round.id, { ...play });
      return { round: { ...round, play: { ...play } }, move, fair: seed.fair };
    }
    return { round: await claim(tx, round, move), move, fair: seed.fair };
  });
  return minesView(round, fair, await pay(deps, round, move));
}

export async function reveal(deps: MoneyDeps, session: Session, body: BodyOf<typeof houseMinesReveal>) {
  const view = await move(deps, session, body.roundId, (round, play, mask) => {
    if (play.revealed.includes(body.cell)) throw new VendorError('invalid-state');
    play.revealed.push(body.cell);
    const mineCells = mines.cellsOf(mask);
    if (mines.isMine(mask, body.cell)) {
      return { kind: 'settle', payout: 0, play: { ...play, mineCells } };
    }
    // The last reveal the cap allows cashes out by itself.
    if (play.revealed.length >= mines.maxReveals(play.mines)) {
      return { kind: 'settle', payout: mines.settle(round.stake, mask, play.revealed), play: { ...play, mineCells } };
    }
    return { kind: 'keep' };
  });
  if (view.state === 'void') throw new VendorError('bet-already-settled', view);
  return { ...view, hit: view.state === 'lost' ? ('mine' as const) : ('safe' as const) };
}

export async function cashOut(deps: MoneyDeps, session: Session, roundId: string) {
  const view = await move(deps, session, roundId, (round, play, mask) => {
    if (play.revealed.length === 0) throw new VendorError('invalid-state');
    return {
      kind: 'settle',
      payout: mines.settle(round.stake, mask, play.revealed),
      play: { ...play, mineCells: mines.cellsOf(mask) },
    };
  });
  if (view.state === 'void') throw new VendorError('bet-already-settled', view);
  return view;
}

/** The player's open round, if any (a reload resumes it). */
export async function openOf(deps: MoneyDeps, session: Session) {
  const round = await originalsRepo(deps.db).unfinished(session.vendorCode, session.playerId, MINES_GAME);
  if (round?.state !== 'open') return { round: null };
  return { round: minesView(round, (await seedOf(deps.db, round)).fair) };
}
