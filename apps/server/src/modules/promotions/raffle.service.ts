import { type Language, pickText, type RaffleDraw, type RaffleFairness } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { bonusesRepo } from './bonuses.repo.ts';
import type { Brand } from './member-facts.ts';
import { payBonus } from './pay.ts';
import { contactFor, mustBe, promotionOf, standing } from './promotions.service.ts';
import { type DrawRow, raffleRepo, type SeedRow } from './raffle.repo.ts';
import { fairDraw } from './raffle-fair.ts';
import { ensureSeed } from './raffle-seeds.ts';

/** How many draws of a revealed pair are listed to check. */
export const CHECKED_DRAWS = 50;

const drawView = (row: DrawRow, lang: Language): RaffleDraw => ({
  id: row.id,
  nonce: row.nonce,
  roll: row.roll,
  weights: row.weights.map(Number),
  prizeIndex: row.prizeIndex,
  prizeLabel: pickText(row.prizeLabel, lang),
  prizeAmount: Number(row.prizeAmount),
  time: new Date(row.createdAt).toISOString(),
});

async function fairnessView(db: Db, active: SeedRow, promotionId: string, memberId: string, lang: Language) {
  const repo = raffleRepo(db);
  const revealed = await repo.lastRevealed(promotionId, memberId);
  const value: RaffleFairness = {
    active: { serverSeedHash: active.seedHash, clientSeed: active.clientSeed, nextNonce: active.nextNonce },
    previous: revealed
      ? {
          serverSeed: revealed.serverSeed,
          serverSeedHash: revealed.seedHash,
          clientSeed: revealed.clientSeed,
          draws: (await repo.drawsOfSeed(revealed.id, CHECKED_DRAWS)).map((row) => drawView(row, lang)),
        }
      : null,
  };
  return value;
}

async function raffleOf(db: Db, brand: Brand, promotionId: string) {
  const row = await promotionOf(db, brand.id, promotionId);
  if (row.terms.kind !== 'raffle') throw new AppError('invalid-state');
  return { row, terms: row.terms };
}

export async function raffleFairness(db: Db, brand: Brand, member: SessionMember, promotionId: string, lang: Language) {
  await raffleOf(db, brand, promotionId);
  const active = await ensureSeed(db, brand.id, promotionId, member.id);
  return fairnessView(db, active, promotionId, member.id, lang);
}

/** Shows the server seed in use (its draws can be checked) and starts a new pair at nonce 0. */
export async function rotateRaffleSeed(
  db: Db,
  brand: Brand,
  member: SessionMember,
  input: { promotionId: string; clientSeed?: string },
  lang: Language,
) {
  await raffleOf(db, brand, input.promotionId);
  const next = await db.tx(async (tx) => {
    await bonusesRepo(tx).lockClaims(member.id, input.promotionId);
    const old = await ensureSeed(tx, brand.id, input.promotionId, member.id);
    if (!(await raffleRepo(tx).reveal(old.id))) throw new AppError('conflict');
    return ensureSeed(tx, brand.id, input.promotionId, member.id, input.clientSeed ?? old.clientSeed);
  });
  return fairnessView(db, next, input.promotionId, member.id, lang);
}

/**
 * Spends one ticket: the next nonce of the member's seed pair picks a prize from the
 * table as it stands (its weights are recorded with the draw), and a prize above zero is
 * paid once (claim key raffle:<draw>). Draws of one member on one raffle run one at a time.
 */
export async function drawRaffle(
  db: Db,
  brand: Brand,
  member: SessionMember,
  lang: Language,
  input: { promotionId: string; contactId?: string },
) {
  const { row, terms } = await raffleOf(db, brand, input.promotionId);
  const contactId = contactFor(row, input.contactId);
  return db.tx(async (tx) => {
    await bonusesRepo(tx).lockClaims(member.id, row.id);
    const { member: profile, evaluation } = await standing(tx, brand, member.id, row);
    mustBe(evaluation, 'Claim');
    if (evaluation.tickets < 1) throw new AppError('no-raffle-tickets');
    const repo = raffleRepo(tx);
    const seed = await ensureSeed(tx, brand.id, row.id, member.id);
    const taken = await repo.takeNonce(seed.id);
    if (!taken) throw new AppError('conflict');
    const weights = terms.prizes.map((prize) => prize.weight);
    const { roll, prizeIndex } = fairDraw({
      serverSeed: seed.serverSeed,
      clientSeed: seed.clientSeed,
      nonce: taken.nonce,
      weights,
    });
    const prize = terms.prizes[prizeIndex];
    if (!prize) throw new Error('raffle prize out of range');
    const draw = await repo.insertDraw({
      merchantId: brand.id,
      promotionId: row.id,
      memberId: member.id,
      seedId: seed.id,
      nonce: taken.nonce,
      roll,
      weights,
      prizeIndex,
      prizeAmount: prize.amount,
      prizeLabel: prize.label,
    });
    if (!draw) throw new Error('raffle draw not stored');
    if (prize.amount > 0) {
      await payBonus(tx, {
        merchantId: brand.id,
        memberId: member.id,
        memberLanguage: profile.language,
        promotion: row,
        claimKey: `raffle:${draw.id}`,
        source: 'raffle',
        amount: prize.amount,
        contactId,
        remark: pickText(prize.label, profile.language),
      });
    }
    return {
      draw: drawView(draw, lang),
      game: terms.game,
      serverSeedHash: seed.seedHash,
      clientSeed: seed.clientSeed,
      ticketsLeft: evaluation.tickets - 1,
    };
  });
}
