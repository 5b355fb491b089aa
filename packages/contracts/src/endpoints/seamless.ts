import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

/**
 * The seamless-wallet API that game vendors call (the built-in house vendor
 * calls it over HTTP exactly as a third party would). Every call is signed:
 * `x-vendor` is the vendor code, `x-timestamp` unix seconds, `x-signature` hex
 * HMAC-SHA256 of `${x-timestamp}.${raw body}` with the vendor's secret; five
 * minutes of clock skew are allowed. A transaction id is idempotent for ever:
 * the same id with the same content answers the first result again, with
 * different content `idempotency-mismatch`. Amounts are integer minor units.
 *
 * Documented answers (error codes): bad-signature 401 · invalid-launch-token 401 ·
 * unknown-player 404 · insufficient-balance 409 (bet over the balance; nothing
 * applied) · bet-not-found 404 (a win or rollback naming an unknown bet) ·
 * bet-already-settled 409 (a rollback of a bet that has a win, or a win after a
 * rollback) · idempotency-mismatch 409.
 *
 * Further rules (server modules/vendors): a refused call (insufficient-balance,
 * bet-not-found for a win, …) applies nothing and is not recorded, so sending the
 * same call again is evaluated afresh. A rollback naming a bet never seen answers
 * bet-not-found and voids that bet id for good: the bet, should it arrive later,
 * is refused with bet-already-settled and nothing is applied. A rollback of a bet
 * already refunded answers the wallet again (no second refund). A win or rollback
 * naming another player's bet or another round is bet-not-found. A bet for a
 * vendor the player's brand does not list is unknown-vendor 404. playerId is the
 * member's id; the balance is of the wallet the vendor plays from (the brand's
 * mode: the main wallet, or the member's wallet at this vendor).
 *
 * Win caps: a win above the brand's cap for the vendor (a multiple of the bet's
 * stake, and an absolute amount; see the brand's money settings) is held for
 * review instead of paid. The win call still succeeds: it answers `held: true`
 * with the balance unchanged (nothing is credited), and the bet counts as
 * settled for the vendor: a further win or a rollback of that bet answers
 * bet-already-settled. The same call sent again answers the same (`held: true`).
 * The vendor has nothing more to do: an operator later pays the win (it then
 * appears in the player's balance) or voids it. Wins that are paid answer
 * `held: false`.
 */

const id = z.string().check(z.regex(/^[A-Za-z0-9:_.-]{1,64}$/));
const amount = z.int().check(z.minimum(0), z.maximum(9_999_999_999_999));

export const seamlessBalanceSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  /** What the player may bet now: the wallet the vendor plays from, in minor units. */
  balance: z.int(),
});

export const seamlessAuthenticate = endpoint({
  method: 'POST',
  path: '/seamless/v1/authenticate',
  summary: 'Vendor: exchanges a launch token (single use, short-lived) for the player, currency and balance',
  auth: 'none',
  body: z.object({ launchToken: z.string().check(z.minLength(16), z.maxLength(512)) }),
  value: z.extend(seamlessBalanceSchema, { nickname: z.string(), gameCode: z.string(), language: z.string() }),
});

export const seamlessBalance = endpoint({
  method: 'POST',
  path: '/seamless/v1/balance',
  summary: "Vendor: the player's balance",
  auth: 'none',
  body: z.object({ playerId: id }),
  value: seamlessBalanceSchema,
});

export const seamlessBet = endpoint({
  method: 'POST',
  path: '/seamless/v1/bet',
  summary: 'Vendor: debits a stake; refused whole when over the balance',
  auth: 'none',
  body: z.object({
    playerId: id,
    transactionId: id,
    roundId: id,
    gameCode: id,
    amount: z.int().check(z.minimum(1), z.maximum(9_999_999_999_999)),
  }),
  value: z.extend(seamlessBalanceSchema, { transactionId: z.string() }),
});

export const seamlessWin = endpoint({
  method: 'POST',
  path: '/seamless/v1/win',
  summary: 'Vendor: settles a bet with its payout (0 for a loss), crediting the player; a win over the cap is held',
  auth: 'none',
  body: z.object({
    playerId: id,
    transactionId: id,
    /** The bet this settles. */
    betTransactionId: id,
    roundId: id,
    amount,
  }),
  value: z.extend(seamlessBalanceSchema, {
    transactionId: z.string(),
    /** True when the win is over the cap and held for review: nothing was credited. */
    held: z.optional(z.boolean()),
  }),
});

export const seamlessRollback = endpoint({
  method: 'POST',
  path: '/seamless/v1/rollback',
  summary: 'Vendor: refunds an unsettled bet (a round that could not finish)',
  auth: 'none',
  body: z.object({ playerId: id, transactionId: id, betTransactionId: id, roundId: id }),
  value: z.extend(seamlessBalanceSchema, { transactionId: z.string() }),
});
