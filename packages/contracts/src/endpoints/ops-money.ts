import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, text, trimmedText } from '../schema.ts';
import { DEPOSIT_STATES } from './deposit.ts';
import { amountSchema } from './wallet.ts';
import { WITHDRAWAL_STATES } from './withdraw.ts';

/** The operator's money desk: deposits to confirm, withdrawals to decide and pay, brand money settings. Every action is audited. */

const id = z.string().check(z.regex(/^\d{1,18}$/));
const paging = { pageNo: queryInt(1, 10_000, 1), pageSize: queryInt(1, 100, 20) };

export const opsDepositSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  account: z.string(),
  reference: z.string(),
  channelCode: z.string(),
  kind: z.enum(['bank', 'gateway']),
  amount: z.int(),
  state: z.enum(DEPOSIT_STATES),
  hasProof: z.boolean(),
  note: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const opsWithdrawalSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  account: z.string(),
  reference: z.string(),
  amount: z.int(),
  state: z.enum(WITHDRAWAL_STATES),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  rejectReason: z.nullable(z.string()),
  hasProof: z.boolean(),
  requestedAt: z.iso.datetime(),
  paidAt: z.nullable(z.iso.datetime()),
  confirmedAt: z.nullable(z.iso.datetime()),
});

export const opsDeposits = endpoint({
  method: 'GET',
  path: '/ops/deposits',
  summary: 'Deposit orders, oldest first, filtered by brand and state',
  auth: 'operator',
  permission: 'deposits.read',
  query: z.object({ merchant: z.optional(text(1, 64)), state: z.optional(z.enum(DEPOSIT_STATES)), ...paging }),
  value: z.object({ list: z.array(opsDepositSchema), total: z.int(), totalPages: z.int() }),
});

export const opsApproveDeposit = endpoint({
  method: 'POST',
  path: '/ops/deposits/:id/approve',
  summary: 'Confirms a bank transfer arrived: credits the member once',
  auth: 'operator',
  permission: 'deposits.decide',
  params: z.object({ id }),
  body: z.object({ note: z.optional(trimmedText(0, 140)) }),
  value: opsDepositSchema,
});

export const opsRejectDeposit = endpoint({
  method: 'POST',
  path: '/ops/deposits/:id/reject',
  summary: 'Refuses a deposit order (no money arrived); nothing is credited',
  auth: 'operator',
  permission: 'deposits.decide',
  params: z.object({ id }),
  body: z.object({ note: trimmedText(1, 140) }),
  value: opsDepositSchema,
});

export const opsWithdrawals = endpoint({
  method: 'GET',
  path: '/ops/withdrawals',
  summary: 'Withdrawals, oldest first, filtered by brand and state',
  auth: 'operator',
  permission: 'withdrawals.read',
  query: z.object({ merchant: z.optional(text(1, 64)), state: z.optional(z.enum(WITHDRAWAL_STATES)), ...paging }),
  value: z.object({ list: z.array(opsWithdrawalSchema), total: z.int(), totalPages: z.int() }),
});

export const opsApproveWithdrawal = endpoint({
  method: 'POST',
  path: '/ops/withdrawals/:id/approve',
  summary: 'Approves a requested withdrawal for payment',
  auth: 'operator',
  permission: 'withdrawals.decide',
  params: z.object({ id }),
  value: opsWithdrawalSchema,
});

export const opsRejectWithdrawal = endpoint({
  method: 'POST',
  path: '/ops/withdrawals/:id/reject',
  summary: 'Rejects a requested or approved withdrawal; the held amount returns to the member',
  auth: 'operator',
  permission: 'withdrawals.decide',
  params: z.object({ id }),
  body: z.object({ reason: trimmedText(1, 140) }),
  value: opsWithdrawalSchema,
});

export const opsPayWithdrawal = endpoint({
  method: 'POST',
  path: '/ops/withdrawals/:id/pay',
  summary: 'Records that an approved withdrawal was paid out; the member then confirms receipt',
  auth: 'operator',
  permission: 'withdrawals.decide',
  params: z.object({ id }),
  value: opsWithdrawalSchema,
});

export const opsSettleWithdrawal = endpoint({
  method: 'POST',
  path: '/ops/withdrawals/:id/settle',
  summary: 'Settles a withdrawal the member marked not received: received after all, or refunded to the wallet',
  auth: 'operator',
  permission: 'withdrawals.decide',
  params: z.object({ id }),
  body: z.object({ outcome: z.enum(['received', 'refunded']), note: trimmedText(1, 140) }),
  value: opsWithdrawalSchema,
});

export const moneySettingsSchema = z.object({
  singleWallet: z.boolean(),
  withdrawMin: amountSchema,
  withdrawMax: amountSchema,
  withdrawDailyCount: z.int().check(z.minimum(1), z.maximum(1000)),
  autoReceiveMinutes: z.int().check(z.minimum(1), z.maximum(60 * 24 * 30)),
  transferMin: amountSchema,
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

export const opsMoneySettings = endpoint({
  method: 'PATCH',
  path: '/ops/merchants/:code/money',
  summary: "Changes a brand's wallet mode and withdrawal and transfer limits",
  auth: 'operator',
  permission: 'money.settings',
  params: z.object({ code: text(1, 64) }),
  body: z.partial(moneySettingsSchema),
  value: moneySettingsSchema,
});

export const opsAdjustBalance = endpoint({
  method: 'POST',
  path: '/ops/members/:account/adjust',
  summary: "Credits or debits a member's main wallet (a correction or bonus), with a reason",
  auth: 'operator',
  permission: 'adjust.request',
  params: z.object({ account: text(1, 64) }),
  body: z.object({
    merchant: text(1, 64),
    direction: z.enum(['credit', 'debit']),
    amount: amountSchema,
    reason: trimmedText(1, 140),
    requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  }),
  value: z.object({ sumBalance: z.int() }),
});
