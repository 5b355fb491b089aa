import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, trimmedText } from '../schema.ts';
import { amountSchema, paymentPasswordSchema, requestIdSchema } from './wallet.ts';

/**
 * Withdrawals: requested → approved | rejected (hold released) → paid → received |
 * not_received (with proof) | auto_received (after the brand's minutes; final).
 * An operator settles a not_received one as received or refunded.
 */
export const WITHDRAWAL_STATES = [
  'requested',
  'approved',
  'rejected',
  'paid',
  'received',
  'not_received',
  'auto_received',
  'refunded',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const payoutAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked but for the last four digits. */
  accountNumber: z.string(),
});

export const withdrawalSchema = z.object({
  reference: z.string(),
  amount: z.int(),
  state: z.enum(WITHDRAWAL_STATES),
  account: payoutAccountSchema,
  rejectReason: z.nullable(z.string()),
  requestedAt: z.iso.datetime(),
  paidAt: z.nullable(z.iso.datetime()),
  confirmedAt: z.nullable(z.iso.datetime()),
  /** While paid: when it counts as received without the member's answer. */
  autoReceiveAt: z.nullable(z.iso.datetime()),
  hasProof: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalLimitsSchema = z.object({
  minAmount: z.int(),
  maxAmount: z.int(),
  dailyCount: z.int(),
  usedToday: z.int(),
  autoReceiveMinutes: z.int(),
});

export const withdrawSettings = endpoint({
  method: 'GET',
  path: '/wps/member/withdraw/settings',
  summary:
    "What a withdrawal needs: the brand's limits, the member's payout accounts, whether a payment password is set",
  auth: 'member',
  value: z.object({
    limits: withdrawalLimitsSchema,
    accounts: z.array(payoutAccountSchema),
    hasPaymentPassword: z.boolean(),
    mainBalance: z.int(),
    /** Valid bets still needed to meet bonus turnover; above 0 every withdrawal is refused (bonus-turnover-required). */
    turnoverRemaining: z.int(),
  }),
});

export const bindPayoutAccount = endpoint({
  method: 'POST',
  path: '/wps/member/payout-accounts',
  summary: 'Binds a bank account to receive withdrawals (the payment password confirms it)',
  auth: 'member',
  body: z.object({
    bankName: trimmedText(2, 64),
    accountName: trimmedText(2, 64),
    accountNumber: z.string().check(z.trim(), z.regex(/^\d{6,24}$/)),
    paymentPassword: paymentPasswordSchema,
  }),
  value: payoutAccountSchema,
});

export const requestWithdrawal = endpoint({
  method: 'POST',
  path: '/wps/member/withdrawals',
  summary: 'Requests a withdrawal to a bound account; the amount is held at once',
  auth: 'member',
  body: z.object({
    amount: amountSchema,
    accountId: z.string().check(z.regex(/^\d{1,18}$/)),
    paymentPassword: paymentPasswordSchema,
    requestId: requestIdSchema,
  }),
  value: withdrawalSchema,
});

export const memberWithdrawals = endpoint({
  method: 'GET',
  path: '/wps/member/withdrawals',
  summary: "The member's withdrawals, newest first",
  auth: 'member',
  query: z.object({ pageNo: queryInt(1, 10_000, 1), pageSize: queryInt(1, 50, 10) }),
  value: z.object({ list: z.array(withdrawalSchema), total: z.int(), totalPages: z.int() }),
});

export const confirmWithdrawal = endpoint({
  method: 'POST',
  path: '/wps/member/withdrawals/:reference/confirm',
  summary:
    'Marks a paid withdrawal received or not received (multipart: field "received" true|false, and "file", a PNG or JPG of at most 5 MB, required when not received)',
  auth: 'member',
  params: z.object({ reference: z.string().check(z.maxLength(40)) }),
  value: withdrawalSchema,
});
