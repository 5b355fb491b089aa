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
 * rollback) · idempotency-mismatch 409 · round-closed 409 (a new bet on a round
 * the vendor closed) · currency-mismatch 400 (a call naming a currency other than
 * the player's) · validation-failed 400 (a body off the schemas below, a 0 bet
 * included).
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
 *
 * Rounds close: a win or a rollback may say `roundClosed: true` (the vendor's
 * round is over; a round is the vendor, the player and the roundId). Once that
 * call is recorded (applied, or a rollback recorded as bet-not-found), a new bet
 * on the round is refused with round-closed and nothing is applied. Wins and
 * rollbacks are never refused because their round is closed: a bet already
 * staked in it can always be settled or refunded. A call already recorded answers
 * its stored answer for ever, closed round or not.
 *
 * Zero stakes: a bet's amount is at least 1 (validation-failed otherwise); the
 * platform grants no vendor free rounds, so a stake of 0 has nothing to pay for.
 * A win of 0 is a loss.
 *
 * Currency: a money call may name the currency it means (`currency`); when it
 * does, it must be the player's wallet's (the one authenticate and balance
 * answer), else currency-mismatch and nothing is applied.
 */

const id = z.string().check(z.regex(/^[A-Za-z0-9:_.-]{1,64}$/));
const amount = z.int().check(z.minimum(0), z.maximum(9_999_999_999_999));
/** The currency the vendor means; when sent, it must be the player's wallet's. */
const currency = z.optional(z.string().check(z.regex(/^[A-Z]{3,8}$/)));
/** True on the call that ends its round: a later new bet on the round is round-closed. */
const roundClosed = z.optional(z.boolean());

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
    /** At least 1: a zero stake is refused (validation-failed). */
    amount: z.int().check(z.minimum(1), z.maximum(9_999_999_999_999)),
    currency,
  }),
  value: z.extend(seamlessBalanceSchema, { transactionId: z.string() }),
});

export const seamlessWin = endpoint({
  method: 'POST',
  path: '/seamless/v1/win',
  summary:
    'Vendor: settles a bet with its payout (0 for a loss), crediting the player; a win over the cap is held; roundClosed ends the round',
  auth: 'none',
  body: z.object({
    playerId: id,
    transactionId: id,
    /** The bet this settles. */
    betTransactionId: id,
    roundId: id,
    amount,
    currency,
    roundClosed,
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
  body: z.object({ playerId: id, transactionId: id, betTransactionId: id, roundId: id, currency, roundClosed }),
  value: z.extend(seamlessBalanceSchema, { transactionId: z.string() }),
});
