import type { LocalizedText } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export interface SeedRow {
  id: string;
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  nextNonce: number;
}

export interface DrawRow {
  id: string;
  nonce: number;
  roll: number;
  weights: number[];
  prizeIndex: number;
  prizeAmount: string;
  prizeLabel: LocalizedText;
  createdAt: Date;
}

const SEED = `id::text AS id, server_seed AS "serverSeed", seed_hash AS "seedHash", client_seed AS "clientSeed",
  next_nonce AS "nextNonce"`;
const DRAW = `id::text AS id, nonce, roll, weights, prize_index AS "prizeIndex", prize_amount::text AS "prizeAmount",
  prize_label AS "prizeLabel", created_at AS "createdAt"`;

/** Raffle seed pairs and draws. */
export const raffleRepo = (db: Db) => ({
  active: (promotionId: string, memberId: string, forUpdate = false) =>
    db.one<SeedRow>(
      `SELECT ${SEED} FROM raffle_seeds WHERE promotion_id = $1 AND member_id = $2 AND revealed_at IS NULL
       ${forUpdate ? 'FOR UPDATE' : ''}`,
      [promotionId, memberId],
    ),

  /** A new active pair, or undefined when one exists already (another request made it first). */
  insertSeed: (row: {
    merchantId: number;
    promotionId: string;
    memberId: string;
    serverSeed: string;
    seedHash: string;
    clientSeed: string;
  }) =>
    db.one<SeedRow>(
      `INSERT INTO raffle_seeds (merchant_id, promotion_id, member_id, server_seed, seed_hash, client_seed)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (promotion_id, member_id) WHERE revealed_at IS NULL DO NOTHING
       RETURNING ${SEED}`,
      [row.merchantId, row.promotionId, row.memberId, row.serverSeed, row.seedHash, row.clientSeed],
    ),

  reveal: (seedId: string) =>
    db.one<SeedRow>(
      `UPDATE raffle_seeds SET revealed_at = now() WHERE id = $1 AND revealed_at IS NULL RETURNING ${SEED}`,
      [seedId],
    ),

  lastRevealed: (promotionId: string, memberId: string) =>
    db.one<SeedRow>(
      `SELECT ${SEED} FROM raffle_seeds WHERE promotion_id = $1 AND member_id = $2 AND revealed_at IS NOT NULL
        ORDER BY id DESC LIMIT 1`,
      [promotionId, memberId],
    ),

  takeNonce: (seedId: string) =>
    db.one<{ nonce: number }>(
      'UPDATE raffle_seeds SET next_nonce = next_nonce + 1 WHERE id = $1 RETURNING next_nonce - 1 AS nonce',
      [seedId],
    ),

  insertDraw: (row: {
    merchantId: number;
    promotionId: string;
    memberId: string;
    seedId: string;
    nonce: number;
    roll: number;
    weights: number[];
    prizeIndex: number;
    prizeAmount: number;
    prizeLabel: LocalizedText;
  }) =>
    db.one<DrawRow>(
      `INSERT INTO raffle_draws (merchant_id, promotion_id, member_id, seed_id, nonce, roll, weights, prize_index,
         prize_amount, prize_label)
       VALUES ($1, $2, $3, $4, $5, $6, $7::int[], $8, $9, $10::jsonb) RETURNING ${DRAW}`,
      [
        row.merchantId,
        row.promotionId,
        row.memberId,
        row.seedId,
        row.nonce,
        row.roll,
        row.weights,
        row.prizeIndex,
        row.prizeAmount,
        JSON.stringify(row.prizeLabel),
      ],
    ),

  drawsOfSeed: (seedId: string, limit: number) =>
    db.query<DrawRow>(`SELECT ${DRAW} FROM raffle_draws WHERE seed_id = $1 ORDER BY nonce DESC LIMIT $2`, [
      seedId,
      limit,
    ]),

  drawCounts: (memberId: string, promotionIds: readonly string[]) =>
    db.query<{ promotionId: string; drawn: number }>(
      `SELECT promotion_id::text AS "promotionId", count(*)::int AS drawn FROM raffle_draws
        WHERE member_id = $1 AND promotion_id = ANY($2::int[]) GROUP BY promotion_id`,
      [memberId, promotionIds],
    ),
});
