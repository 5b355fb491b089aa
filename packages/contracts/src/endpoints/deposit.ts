import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt } from '../schema.ts';
import { amountSchema, requestIdSchema } from './wallet.ts';

/** Deposits: the brand's channels, orders, bank-transfer proofs and the payment gateway's callback. */

export const DEPOSIT_STATES = ['pending', 'credited', 'rejected', 'cancelled'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export const depositChannelSchema = z.object({
  code: z.string(),
  kind: z.enum(['bank', 'gateway']),
  name: z.string(),
  minAmount: z.int(),
  maxAmount: z.int(),
});

/** Where to send a bank transfer; the reference goes in the transfer's remark. */
export const bankDetailsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});

export const depositOrderSchema = z.object({
  reference: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: z.enum(['bank', 'gateway']),
  amount: z.int(),
  state: z.enum(DEPOSIT_STATES),
  hasProof: z.boolean(),
  /** Bank channels: the account to pay into. */
  bank: z.nullable(bankDetailsSchema),
  /** Gateway channels while pending: the gateway's checkout page. */
  payUrl: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositChannels = endpoint({
  method: 'GET',
  path: '/wps/member/deposit/channels',
  summary: "The brand's open deposit channels with their minimum and maximum",
  auth: 'member',
  value: z.object({ channels: z.array(depositChannelSchema) }),
});

export const createDeposit = endpoint({
  method: 'POST',
  path: '/wps/member/deposits',
  summary: 'Opens a deposit order on a channel; a gateway order answers with its checkout address',
  auth: 'member',
  body: z.object({ channelCode: z.string().check(z.maxLength(32)), amount: amountSchema, requestId: requestIdSchema }),
  value: depositOrderSchema,
});

export const memberDeposits = endpoint({
  method: 'GET',
  path: '/wps/member/deposits',
  summary: "The member's deposit orders, newest first",
  auth: 'member',
  query: z.object({ pageNo: queryInt(1, 10_000, 1), pageSize: queryInt(1, 50, 10) }),
  value: z.object({ list: z.array(depositOrderSchema), total: z.int(), totalPages: z.int() }),
});

export const depositOrder = endpoint({
  method: 'GET',
  path: '/wps/member/deposits/:reference',
  summary: 'One deposit order (the page polls it while pending)',
  auth: 'member',
  params: z.object({ reference: z.string().check(z.maxLength(40)) }),
  value: depositOrderSchema,
});

export const uploadDepositProof = endpoint({
  method: 'POST',
  path: '/wps/member/deposits/:reference/proof',
  summary: 'Attaches a proof of a bank transfer (multipart field "file": PNG or JPG, at most 5 MB)',
  auth: 'member',
  params: z.object({ reference: z.string().check(z.maxLength(40)) }),
  value: depositOrderSchema,
});

export const cancelDeposit = endpoint({
  method: 'DELETE',
  path: '/wps/member/deposits/:reference',
  summary: 'Cancels a pending deposit order',
  auth: 'member',
  params: z.object({ reference: z.string().check(z.maxLength(40)) }),
  value: depositOrderSchema,
});

/**
 * The gateway's asynchronous notice. Signed: `x-signature` is hex HMAC-SHA256 of
 * `${x-timestamp}.${raw body}` with the channel's secret. Answered `{ ok: true }`
 * once handled (credited now or before), so the gateway stops repeating it.
 */
export const gatewayNoticeSchema = z.object({
  reference: z.string().check(z.maxLength(40)),
  tradeNo: z.string().check(z.maxLength(64)),
  amount: z.int(),
  currency: z.string().check(z.maxLength(8)),
  status: z.enum(['paid', 'failed']),
});
export type GatewayNotice = z.infer<typeof gatewayNoticeSchema>;

export const gatewayCallback = endpoint({
  method: 'POST',
  path: '/wps/payments/callback/:channelCode',
  summary: "The payment gateway's signed notice that an order was paid or failed",
  auth: 'none',
  params: z.object({ channelCode: z.string().check(z.maxLength(32)) }),
  body: gatewayNoticeSchema,
  value: z.object({ ok: z.boolean() }),
});
