import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt } from '../schema.ts';
import { contactIdSchema, PROMOTION_KINDS, promotionIdSchema, RAFFLE_GAMES } from './promotions.ts';

/**
 * What promotions pay: claims (first deposit, rebate, check-in), raffle draws, the
 * member's bonus details with turnover progress, and the reward centre (endpoints §2:
 * bonusDetails, rewardCenter). Every payment is one ledger transfer from the brand's
 * `bonus` account under a key that can be used once.
 */

export const BONUS_SOURCES = ['application', 'first-deposit', 'rebate', 'check-in', 'raffle'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

export const bonusSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  source: z.enum(BONUS_SOURCES),
  /** Applications show Applying or Rejected until issued; paid bonuses Issued (by an operator) or Claimed. */
  state: z.enum(['Applying', 'Rejected', 'Issued', 'Claimed']),
  /** Null while applying or once rejected. */
  amount: z.nullable(z.int()),
  /** Valid bets required after the bonus before withdrawing (0: none). */
  turnoverRequired: z.int(),
  /** Valid bets counted toward it so far (at most the requirement). */
  turnoverDone: z.int(),
  time: z.iso.datetime(),
  /** The operator's note on a decision, a raffle prize's name, a rebate's basis. */
  remark: z.string(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusDetails = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getBonusDetails',
  summary: "The member's bonuses, newest first: applications, claims and prizes with their state and turnover",
  auth: 'member',
  query: z.object({ pageNo: queryInt(1, 10_000, 1), pageSize: queryInt(1, 50, 10) }),
  value: z.object({
    list: z.array(bonusSchema),
    total: z.int(),
    totalPages: z.int(),
    /** Valid bets still needed before a withdrawal is allowed (every bonus's turnover, in order). */
    turnoverRemaining: z.int(),
  }),
});

export const rewardItemSchema = z.object({
  promotionId: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  /** Money to claim now; 0 for a raffle (its prize is drawn). */
  amount: z.int(),
  /** Raffle tickets left to draw. */
  tickets: z.int(),
  game: z.nullable(z.enum(RAFFLE_GAMES)),
  /** Raffle: the prize names in the table's order (the wheel shows them); empty for other kinds. */
  prizes: z.array(z.string()),
  /** Redeeming asks for this messaging ID. */
  contact: z.enum(['none', 'zalo', 'whatsapp']),
  artHue: z.int(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const rewardCenter = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRewardCenter',
  summary: 'What the member can claim now: rebates, check-ins, first-deposit bonuses and raffle tickets',
  auth: 'member',
  value: z.object({ items: z.array(rewardItemSchema) }),
});

export const claimPromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimPromotion',
  summary:
    'Claims what a first-deposit, rebate or check-in promotion offers now; a second claim at the same moment pays nothing more',
  auth: 'member',
  body: z.object({ promotionId: promotionIdSchema, contactId: contactIdSchema }),
  value: z.object({ bonus: bonusSchema }),
});

export const raffleDrawSchema = z.object({
  id: z.string(),
  nonce: z.int(),
  /** The uniform number in [0, sum of weights) the seeds gave. */
  roll: z.int(),
  weights: z.array(z.int()),
  prizeIndex: z.int(),
  prizeLabel: z.string(),
  prizeAmount: z.int(),
  time: z.iso.datetime(),
});
export type RaffleDraw = z.infer<typeof raffleDrawSchema>;

export const claimRafflePromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  summary: 'Spends one raffle ticket: draws a prize from the prize table, provably fair, and pays it once',
  auth: 'member',
  body: z.object({ promotionId: promotionIdSchema, contactId: contactIdSchema }),
  value: z.object({
    draw: raffleDrawSchema,
    game: z.enum(RAFFLE_GAMES),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    ticketsLeft: z.int(),
  }),
});

/** A client seed the member may choose: printable, short, no ':' (it separates the message's parts). */
export const RAFFLE_CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const raffleFairnessSchema = z.object({
  /** The pair in use: the server seed's SHA-256 (the seed itself stays secret until rotated). */
  active: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nextNonce: z.int() }),
  /** The last pair rotated out, with its seed shown and the draws made with it. */
  previous: z.nullable(
    z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      draws: z.array(raffleDrawSchema),
    }),
  ),
});
export type RaffleFairness = z.infer<typeof raffleFairnessSchema>;

export const raffleFairness = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getRaffleFairness',
  summary:
    "The member's raffle seed pair (hash of the secret server seed, client seed, next nonce) and the last revealed pair",
  auth: 'member',
  query: z.object({ promotionId: promotionIdSchema }),
  value: raffleFairnessSchema,
});

export const rotateRaffleSeed = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_rotateRaffleSeed',
  summary: 'Reveals the server seed in use (every draw made with it can be checked) and starts a new pair',
  auth: 'member',
  body: z.object({
    promotionId: promotionIdSchema,
    clientSeed: z.optional(z.string().check(z.regex(RAFFLE_CLIENT_SEED_PATTERN))),
  }),
  value: raffleFairnessSchema,
});
