import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, trimmedText } from '../schema.ts';
import { contractFlagsShape } from './contract-terms.ts';

/** Money is integer minor units (cents) everywhere; formatting happens only at the edge. */
export const walletBalance = endpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  summary: "The member's total balance across wallets, in minor units",
  auth: 'member',
  trialAllowed: true,
  value: z.object({ sumBalance: z.int() }),
});

/** Money amounts from the member: whole minor units, positive, below 10^13 (a hundred billion). */
export const amountSchema = z.int().check(z.minimum(1), z.maximum(9_999_999_999_999));
/** A client-made id for one submission, so a double click or a retry moves money once. */
export const requestIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
export const paymentPasswordSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const vendorWalletSchema = z.object({
  vendorCode: z.string(),
  name: z.string(),
  balance: z.int(),
});

export const consolidatedFunds = endpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  summary: "The member's funds: total, main wallet, vendor wallets, money held by pending withdrawals",
  auth: 'member',
  trialAllowed: true,
  value: z.object({
    sumBalance: z.int(),
    mainBalance: z.int(),
    vendorBalance: z.int(),
    /** Held by withdrawals not yet paid (already out of the balance). */
    pendingWithdrawal: z.int(),
    /** Deposit orders waiting for payment or confirmation (not yet in the balance). */
    pendingDeposit: z.int(),
    ...contractFlagsShape,
  }),
});

export const merchantWallet = endpoint({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  summary: "The brand's wallet mode (isSingle: one seamless wallet) and the member's main and vendor wallets",
  auth: 'member',
  trialAllowed: true,
  query: z.object({ isSingle: z.optional(z.enum(['true', 'false'])) }),
  value: z.object({
    isSingle: z.boolean(),
    mainBalance: z.int(),
    /** Every transfer-wallet vendor of the brand (empty in single-wallet mode, or when isSingle=true is asked). */
    wallets: z.array(vendorWalletSchema),
  }),
});

export const walletTransfer = endpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  summary: 'Moves money between the main wallet and a vendor wallet, or recalls every vendor wallet to main',
  auth: 'member',
  body: z.discriminatedUnion('type', [
    z.object({
      type: z.enum(['in', 'out']),
      vendorCode: z.string().check(z.regex(/^[A-Z0-9_]{1,16}$/)),
      amount: amountSchema,
      requestId: requestIdSchema,
    }),
    z.object({ type: z.literal('recall'), requestId: requestIdSchema }),
  ]),
  value: z.object({ mainBalance: z.int(), wallets: z.array(vendorWalletSchema) }),
});

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal-release',
  'withdrawal-refund',
  'wallet-transfer',
  'transfer-upline',
  'transfer-downline',
  'bet',
  'win',
  'refund',
  'bonus',
  'salary',
  'dividend',
  'points',
  'adjustment',
  /** A free-play guest's play money (a book of its own, issue 36). */
  'play-grant',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const transactionRecordSchema = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  type: z.string(),
  /** Signed: positive into the member's wallets, negative out. */
  amount: z.int(),
  /** The member's total (main + vendor wallets) right after this movement. */
  balanceAfter: z.int(),
  reference: z.string(),
  remark: z.string(),
});

export const memberTransactions = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  summary: "The member's account record: every movement of money, newest first, with type and date filters",
  auth: 'member',
  trialAllowed: true,
  query: z.object({
    type: z.optional(z.enum(TRANSACTION_TYPES)),
    /** Inclusive days in the brand's time zone, yyyy-MM-dd. */
    startDate: z.optional(isoDate),
    endDate: z.optional(isoDate),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(transactionRecordSchema), total: z.int(), totalPages: z.int() }),
});

export const transferToUpline = endpoint({
  method: 'POST',
  path: '/wps/member/transfer/upline',
  summary: "Sends money from the member's main wallet to their direct upline (agent)",
  auth: 'member',
  body: z.object({ amount: amountSchema, paymentPassword: paymentPasswordSchema, requestId: requestIdSchema }),
  value: z.object({ sumBalance: z.int(), upline: z.string() }),
});

export const transferToDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/transfer/downline',
  summary: 'An agent sends money from their main wallet to a member anywhere in their own downline',
  auth: 'member',
  body: z.object({
    account: trimmedText(1, 64),
    amount: amountSchema,
    paymentPassword: paymentPasswordSchema,
    requestId: requestIdSchema,
  }),
  value: z.object({ sumBalance: z.int(), account: z.string() }),
});
