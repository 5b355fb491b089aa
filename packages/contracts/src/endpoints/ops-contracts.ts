import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, text, trimmedText } from '../schema.ts';
import { CONTRACT_KINDS, contractTermsSchema } from './contract-terms.ts';
import { CONTRACT_END_REASONS, CONTRACT_STATES } from './contracts.ts';

/**
 * Operators and contracts: overrides (set or end a member's contract), the settlement
 * report (what each period paid, to whom, from whom), running a brand's due settlement
 * now, and the brand's rule of who pays. Every change is audited.
 */

const id = z.string().check(z.regex(/^\d{1,18}$/));
const paging = { pageNo: queryInt(1, 10_000, 1), pageSize: queryInt(1, 100, 20) };

/** Who pays a contract that has an upline: the house (the brand's salary and dividend accounts) or the upline's wallet. */
export const CONTRACT_PAYERS = ['house', 'upline'] as const;

export const opsContractSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  state: z.enum(CONTRACT_STATES),
  upline: z.nullable(z.string()),
  member: z.string(),
  terms: contractTermsSchema,
  offeredBy: z.enum(['upline', 'operator']),
  offeredAt: z.iso.datetime(),
  acceptedAt: z.nullable(z.iso.datetime()),
  endedAt: z.nullable(z.iso.datetime()),
  endReason: z.nullable(z.enum(CONTRACT_END_REASONS)),
});
export type OpsContract = z.infer<typeof opsContractSchema>;

export const opsContracts = endpoint({
  method: 'GET',
  path: '/ops/contracts',
  summary: 'Contracts by brand, member, kind and state, newest first',
  auth: 'operator',
  permission: 'contracts.read',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    account: z.optional(trimmedText(1, 64)),
    kind: z.optional(z.enum(CONTRACT_KINDS)),
    state: z.optional(z.enum(CONTRACT_STATES)),
    ...paging,
  }),
  value: z.object({ list: z.array(opsContractSchema), total: z.int(), totalPages: z.int() }),
});

export const opsSetContract = endpoint({
  method: 'PUT',
  path: '/ops/contracts',
  summary:
    "Puts a contract in force for a member at once, replacing theirs (never above their upline's); confirm ends subordinates' that pay more",
  auth: 'operator',
  permission: 'contracts.manage',
  body: z.object({
    merchant: text(1, 64),
    account: trimmedText(1, 64),
    terms: contractTermsSchema,
    confirm: z.optional(z.boolean()),
    reason: trimmedText(1, 140),
  }),
  value: opsContractSchema,
});

export const opsEndContract = endpoint({
  method: 'POST',
  path: '/ops/contracts/:id/end',
  summary: 'Ends a contract in force (and the contracts below it of that kind), or cancels an offer',
  auth: 'operator',
  permission: 'contracts.manage',
  params: z.object({ id }),
  body: z.object({ reason: trimmedText(1, 140) }),
  value: opsContractSchema,
});

export const CONTRACT_PAYOUT_STATES = ['paid', 'owed'] as const;

export const opsContractPayoutSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  contractId: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  account: z.string(),
  /** The upline who paid; null: the house. */
  payer: z.nullable(z.string()),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  /** The period on the brand's clock, e.g. 2030-01-01, 2030-01-01 – 2030-01-07, 2030-01-01 13:00. */
  period: z.string(),
  /** What the amount was computed from (team valid bet, profit and loss, active members, the rate applied). */
  figures: z.record(z.string(), z.number()),
  amount: z.int(),
  /** Owed: the upline's wallet could not pay yet; every later run tries again. */
  state: z.enum(CONTRACT_PAYOUT_STATES),
  createdAt: z.iso.datetime(),
  paidAt: z.nullable(z.iso.datetime()),
});
export type OpsContractPayout = z.infer<typeof opsContractPayoutSchema>;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const opsContractPayouts = endpoint({
  method: 'GET',
  path: '/ops/contracts/payouts',
  summary: 'The settlement report: each payout by period, payee and payer, newest first, with totals',
  auth: 'operator',
  permission: 'contracts.read',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    kind: z.optional(z.enum(CONTRACT_KINDS)),
    account: z.optional(trimmedText(1, 64)),
    state: z.optional(z.enum(CONTRACT_PAYOUT_STATES)),
    /** Periods starting on or after this day, and on or before that one (UTC days). */
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    ...paging,
  }),
  value: z.object({
    list: z.array(opsContractPayoutSchema),
    total: z.int(),
    totalPages: z.int(),
    totals: z.object({ paid: z.int(), owed: z.int() }),
  }),
});

export const settlementResultSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** Periods settled (each contract's each period counts once). */
  periods: z.int(),
  paid: z.int(),
  owed: z.int(),
});

export const opsSettleContracts = endpoint({
  method: 'POST',
  path: '/ops/contracts/settle',
  summary:
    "Runs a brand's due settlement now (what the job queue would run); asOf later than now only outside production",
  auth: 'operator',
  permission: 'contracts.manage',
  body: z.object({
    merchant: text(1, 64),
    kinds: z.optional(z.array(z.enum(CONTRACT_KINDS)).check(z.minLength(1), z.maxLength(4))),
    /** Settle as if it were this instant. Development and tests only when later than now. */
    asOf: z.optional(z.iso.datetime()),
  }),
  value: z.object({ results: z.array(settlementResultSchema) }),
});

export const opsContractSettings = endpoint({
  method: 'GET',
  path: '/ops/contracts/settings',
  summary: "The brand's contract rule: who pays contracts that have an upline",
  auth: 'operator',
  permission: 'contracts.read',
  query: z.object({ merchant: text(1, 64) }),
  value: z.object({ payer: z.enum(CONTRACT_PAYERS) }),
});

export const opsSetContractSettings = endpoint({
  method: 'PUT',
  path: '/ops/contracts/settings',
  summary: "Sets who pays the brand's contracts that have an upline, from the next payout on",
  auth: 'operator',
  permission: 'contracts.manage',
  body: z.object({ merchant: text(1, 64), payer: z.enum(CONTRACT_PAYERS) }),
  value: z.object({ payer: z.enum(CONTRACT_PAYERS) }),
});
