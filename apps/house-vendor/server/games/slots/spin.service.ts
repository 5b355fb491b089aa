import type { BodyOf } from '@arcadia/contracts';
import { type houseSlotSpin, slotGameCode } from '@arcadia/contracts';
import { FairRandom, seedHash } from '../../../games/fair/random.ts';
import { play, type TitleRound } from '../../../games/slots/play.ts';
import { TITLES, type TitleCode } from '../../../games/slots/titles.ts';
import { takeNonce } from '../../fair/seeds.ts';
import { VendorError } from '../../http/errors.ts';
import { type MoneyDeps, roundRef, settle, stake } from '../../rounds/money.ts';
import { type RoundRow, roundsRepo } from '../../rounds/rounds.repo.ts';
import type { Session } from '../../sessions/sessions.ts';
import { type Fair, playRecord, roundView } from './round.view.ts';
import { slotsRepo } from './slots.repo.ts';

/** The seed-pair family every slot title draws from. */
export const SLOT_FAMILY = 'slot';

export type SpinRequest = BodyOf<typeof houseSlotSpin>;

export interface Drawn {
  round: RoundRow;
  result: TitleRound;
  fair: Fair;
}

/**
 * Draws a round on the player's next nonce and records it (`betting`, its result in `play`), in
 * one transaction: the outcome is fixed before any money moves, so a recovery settles exactly it.
 */
export async function drawRound(deps: MoneyDeps, session: Session, title: TitleCode, request: SpinRequest) {
  const offered = TITLES[title].stakes;
  if (!offered.includes(request.stake)) {
    throw new VendorError(
      'validation-failed',
      { fields: [{ field: 'stake', key: 'bad-request' }] },
      { field: 'stake', rule: `one of ${offered.join(', ')}` },
    );
  }
  return deps.db.tx(async (tx): Promise<Drawn> => {
    // Taking the nonce locks the pair's row: a second spin of the same player waits here.
    const pair = await takeNonce(tx, {
      vendorCode: session.vendorCode,
      playerId: session.playerId,
      family: SLOT_FAMILY,
    });
    if (request.clientSeed !== undefined && request.clientSeed !== pair.clientSeed) throw new VendorError('conflict');
    const input = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
    const result = play(title, request.stake, new FairRandom(input));
    const round = await roundsRepo(tx).insert({
      vendorCode: session.vendorCode,
      playerId: session.playerId,
      currency: session.currency,
      gameCode: slotGameCode(title),
      seedId: pair.id,
      nonce: pair.nonce,
      stake: request.stake,
      play: playRecord(result),
    });
    if (!round) throw new Error('round not inserted');
    const fair = { seedHash: seedHash(pair.serverSeed), clientSeed: pair.clientSeed, nonce: pair.nonce };
    return { round, result, fair };
  });
}

/**
 * One spin: drawn, staked (a refusal throws and leaves the round `refused`; no answer rolls the
 * bet back), then settled at once with the round's whole payout (0 for a loss). The win call is
 * kept until the wallet acknowledges it: without an answer the balance is null and the sweep
 * sends it again.
 */
export async function spin(deps: MoneyDeps, session: Session, title: TitleCode, request: SpinRequest) {
  const { round, result, fair } = await drawRound(deps, session, title, request);
  await stake(deps, round);
  const answer = await settle(deps, round, result.win);
  const held = result.win > 0 && answer !== null && (await slotsRepo(deps.db).winHeld(round));
  return {
    round: roundView(result, roundRef(round), fair, session),
    balance: answer?.balance ?? null,
    held,
  };
}
