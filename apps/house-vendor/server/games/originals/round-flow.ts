import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FairRandom, seedHash } from '../../../games/fair/random.ts';
import type { Db } from '../../db/db.ts';
import { takeNonce } from '../../fair/seeds.ts';
import { VendorError } from '../../http/errors.ts';
import { sessionFrom } from '../../page-routes.ts';
import { type MoneyDeps, refund, settle, stake } from '../../rounds/money.ts';
import { type RoundRow, roundsRepo } from '../../rounds/rounds.repo.ts';
import type { Session } from '../../sessions/sessions.ts';
import { originalsRepo } from './originals.repo.ts';

/**
 * A round's life, the same in every original: opened on the player's next nonce (drawn from it
 * at once: the engines make every draw before the first action), staked, moved while open under a
 * row lock, then settled (a loss is a win call of 0) or, if its seed pair was revealed while it was
 * open, refunded. The wallet is only called after the transaction that decided the move commits.
 */

export interface Fair {
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The fair inputs of a round: `random()` rebuilds its stream from the start. */
export interface RoundSeed {
  fair: Fair;
  revealedAt: Date | null;
  random: () => FairRandom;
}

/** The page's session, for the game it was launched for. */
export async function playerOf(app: FastifyInstance, request: FastifyRequest, gameCode: string): Promise<Session> {
  const session = await sessionFrom(app, request);
  if (session.gameCode !== gameCode) throw new VendorError('forbidden');
  return session;
}

export interface OpenRequest {
  session: Session;
  family: string;
  gameCode: string;
  stake: number;
  play: Record<string, unknown>;
  /** The client seed the page showed: refused (conflict) when the active pair's differs. */
  expectedClientSeed?: string | undefined;
  /** Refuse (conflict) while the player has a round of this game still open. */
  onlyOne?: boolean;
}

/** Opens a round on the next nonce and stakes it; a refused bet throws and leaves it `refused`. */
export async function openRound(deps: MoneyDeps, open: OpenRequest) {
  const { session } = open;
  const { round, pair } = await deps.db.tx(async (tx) => {
    // Taking the nonce locks the pair's row: a second start of the same player waits here.
    const pair = await takeNonce(tx, {
      vendorCode: session.vendorCode,
      playerId: session.playerId,
      family: open.family,
    });
    if (open.expectedClientSeed !== undefined && open.expectedClientSeed !== pair.clientSeed) {
      throw new VendorError('conflict');
    }
    if (open.onlyOne && (await originalsRepo(tx).unfinished(session.vendorCode, session.playerId, open.gameCode))) {
      throw new VendorError('conflict');
    }
    const round = await roundsRepo(tx).insert({
      vendorCode: session.vendorCode,
      playerId: session.playerId,
      currency: session.currency,
      gameCode: open.gameCode,
      seedId: pair.id,
      nonce: pair.nonce,
      stake: open.stake,
      play: open.play,
    });
    if (!round) throw new Error('round not inserted');
    return { round, pair };
  });
  const wallet = await stake(deps, round);
  const fair = { seedHash: seedHash(pair.serverSeed), clientSeed: pair.clientSeed, nonce: pair.nonce };
  const random = () => new FairRandom({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce });
  return { round: { ...round, state: 'open' as const }, balance: wallet.balance, fair, random };
}

/** A round's seed: its fair inputs and its stream, read again from its pair. */
export async function seedOf(db: Db, round: RoundRow): Promise<RoundSeed> {
  const seed = round.seedId ? await originalsRepo(db).seed(round.seedId) : undefined;
  if (!seed || round.nonce === null) throw new Error(`round ${round.id} has no seed`);
  const nonce = round.nonce;
  return {
    fair: { seedHash: seed.seedHash, clientSeed: seed.clientSeed, nonce },
    revealedAt: seed.revealedAt ? new Date(seed.revealedAt) : null,
    random: () => new FairRandom({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }),
  };
}

const ROUND_ID = /^R(\d{1,18})$/;

/** The caller's round of `gameCode`, locked for a move (inside a transaction); anyone else's is not found. */
export async function lockOwn(tx: Db, session: Session, roundId: string, gameCode: string): Promise<RoundRow> {
  const id = ROUND_ID.exec(roundId)?.[1];
  const round = id ? await roundsRepo(tx).lock(id) : undefined;
  if (
    !round ||
    round.playerId !== session.playerId ||
    round.vendorCode !== session.vendorCode ||
    round.gameCode !== gameCode ||
    round.state === 'refused' ||
    round.state === 'betting'
  ) {
    throw new VendorError('bet-not-found');
  }
  return round;
}

/** How a locked round moves; the money follows once the lock's transaction has committed. */
export type Move =
  | { kind: 'keep' }
  | { kind: 'settle'; payout: number; play: Record<string, unknown> }
  | { kind: 'void'; play: Record<string, unknown> };

/** Claims the round for its move inside the lock's transaction, so no second call can move it too. */
export async function claim(tx: Db, round: RoundRow, move: Move): Promise<RoundRow> {
  if (move.kind === 'keep') return round;
  const state = move.kind === 'settle' ? 'settling' : 'refunding';
  const payout = move.kind === 'settle' ? move.payout : undefined;
  const moved = await roundsRepo(tx).move(round.id, state, {
    play: move.play,
    ...(payout === undefined ? {} : { payout }),
  });
  return moved ?? round;
}

/** After the commit: the win call (0 for a loss) or the refund. Answers the wallet after it. */
export async function pay(deps: MoneyDeps, round: RoundRow, move: Move) {
  if (move.kind === 'keep') return { balance: null, held: false };
  if (move.kind === 'void') {
    const answer = await refund(deps, round);
    return { balance: answer?.balance ?? null, held: false };
  }
  const answer = await settle(deps, round, move.payout, move.play);
  const held = move.payout > 0 && answer !== null && (await originalsRepo(deps.db).winHeld(round));
  return { balance: answer?.balance ?? null, held };
}

/** Finishes rounds a stopped process left claimed without their wallet call. */
export async function recoverStranded(deps: MoneyDeps, gameCodes: readonly string[]) {
  for (const round of await originalsRepo(deps.db).stranded(gameCodes, 50)) {
    if (round.state === 'settling') await settle(deps, round, round.payout ?? 0);
    else await refund(deps, round);
  }
}

/** The engines throw RangeError on a choice their rules refuse: told as the field to check. */
export function refusedChoice(field: string, rule: string): never {
  throw new VendorError('validation-failed', { fields: [{ field, key: 'bad-request' }] }, { field, rule });
}
