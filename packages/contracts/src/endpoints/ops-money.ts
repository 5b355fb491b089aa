import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, text, trimmedText } from '../schema.ts';
import { DEPOSIT_STATES } from './deposit.ts';
import { moneySettingsChangeSchema, moneySettingsSchema } from './money-settings.ts';
import { opsApprovalSchema } from './ops-approvals.ts';
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
  /** Approvals for payment: two different operators above the brand's threshold, else one. */
  approvals: z.object({
    required: z.int(),
    given: z.array(z.object({ operator: z.string(), at: z.iso.datetime() })),
  }),
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
  summary:
    'Approves a requested withdrawal for payment; above the brand threshold the first approval is recorded and a second operator completes it',
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

export const opsMoneySettings = endpoint({
  method: 'PATCH',
  path: '/ops/merchants/:code/money',
  summary:
    "Changes a brand's wallet mode and limits: tightening applies at once, loosening waits for a second operator",
  auth: 'operator',
  permission: 'money.settings',
  params: z.object({ code: text(1, 64) }),
  body: moneySettingsChangeSchema,
  /** The settings now in force, and the request for the loosening part of the change, if any. */
  value: z.extend(moneySettingsSchema, { approval: z.nullable(opsApprovalSchema) }),
});

export const opsAdjustBalance = endpoint({
  method: 'POST',
  path: '/ops/members/:account/adjust',
  summary:
    "Asks to credit or debit a member's main wallet (a correction or bonus), with a reason: a pending approval that moves money only when a second operator approves",
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
  /** The pending request (a retried requestId answers the same one, in whatever state it is now). */
  value: opsApprovalSchema,
});
