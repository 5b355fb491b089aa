import * as z from 'zod/mini';
import { amountSchema } from './wallet.ts';

/**
 * A brand's money settings: wallet mode, member limits, and the limits that keep
 * operators and vendors in check. Amounts are minor units of the brand's currency.
 * Loosening a limit (a higher maximum, threshold or cap, more withdrawals a day)
 * waits for a second operator; tightening applies at once.
 */

/** A vendor code as vendors sign with it (`x-vendor`). */
export const vendorCodeSchema = z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/));

/** A vendor win above either bound is held for review instead of paid. */
export const winCapSchema = z.object({
  /** At most this many times the bet's stake. */
  stakeMultiple: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  /** At most this amount. */
  maxWin: amountSchema,
});
export type WinCap = z.infer<typeof winCapSchema>;

export const moneySettingsSchema = z.object({
  singleWallet: z.boolean(),
  withdrawMin: amountSchema,
  /** The largest withdrawal a member may ask for and an operator may approve or pay. */
  withdrawMax: amountSchema,
  withdrawDailyCount: z.int().check(z.minimum(1), z.maximum(1000)),
  autoReceiveMinutes: z.int().check(z.minimum(1), z.maximum(60 * 24 * 30)),
  transferMin: amountSchema,
  /** The largest single manual adjustment; a larger one is refused outright. */
  adjustMax: amountSchema,
  /** Withdrawals above this need two different operators' approvals; at or below it one. */
  withdrawTwoApprovalsOver: z.int().check(z.minimum(0), z.maximum(9_999_999_999_999)),
  /** The cap of every vendor without one of its own. */
  winCap: winCapSchema,
  /** Vendor code → that vendor's own cap. */
  vendorWinCaps: z.record(vendorCodeSchema, winCapSchema),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

/** A change: any fields; a vendor's cap set to null falls back to the brand's cap. */
export const moneySettingsChangeSchema = z.extend(z.partial(z.omit(moneySettingsSchema, { vendorWinCaps: true })), {
  vendorWinCaps: z.optional(z.record(vendorCodeSchema, z.nullable(winCapSchema))),
});
export type MoneySettingsChange = z.infer<typeof moneySettingsChangeSchema>;
