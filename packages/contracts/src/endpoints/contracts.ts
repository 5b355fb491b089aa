import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, text, trimmedText } from '../schema.ts';
import { CONTRACT_KINDS, type ContractKind, contractTermsSchema } from './contract-terms.ts';

export * from './contract-terms.ts';

/**
 * Contracts between an upline and a direct downline (endpoints §1, §3, §4, §7). The
 * original front end's four paths are served as it calls them; each path serves one
 * kind and answers both methods: GET reads the caller's state of that kind, POST takes
 * an `action` (reading too, for the paths the original front end only POSTs to).
 * History is a sibling path in the same style, and registerCenter's registration its own.
 */

export const CONTRACT_STATES = ['offered', 'active', 'rejected', 'cancelled', 'ended'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
/** Why a contract ended: both sides agreed, a new one replaced it, the upline's own contract fell below it, an operator. */
export const CONTRACT_END_REASONS = ['terminated', 'replaced', 'upline', 'operator'] as const;
export const CONTRACT_SIDES = ['upline', 'member'] as const;

export const contractSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  state: z.enum(CONTRACT_STATES),
  /** The upline's account; null when the house (an operator) is the other party. */
  upline: z.nullable(z.string()),
  member: z.string(),
  terms: contractTermsSchema,
  offeredAt: z.iso.datetime(),
  acceptedAt: z.nullable(z.iso.datetime()),
  endedAt: z.nullable(z.iso.datetime()),
  endReason: z.nullable(z.enum(CONTRACT_END_REASONS)),
  /** Which side asked to end this active contract; the other side agrees or refuses. */
  terminationRequestedBy: z.nullable(z.enum(CONTRACT_SIDES)),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractOfferSchema = z.extend(contractSchema, {
  /** Direct downlines whose contract of this kind pays more than this offer: accepting ends theirs. */
  endsSubordinates: z.array(z.string()),
});

export const downlineContractSchema = z.object({
  account: z.string(),
  type: z.int(),
  contract: z.nullable(contractSchema),
  /** The caller's offer still waiting for this downline's answer. */
  offer: z.nullable(contractSchema),
});

export const contractSummarySchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** Whether the brand offers this kind now. */
  enabled: z.boolean(),
  /** The caller's contract of this kind in force. */
  mine: z.nullable(contractSchema),
  /** An offer waiting for the caller's answer. */
  offer: z.nullable(contractOfferSchema),
  /** An agent holding a contract of this kind may offer one (never above its own) to a direct downline. */
  canOffer: z.boolean(),
  downlines: z.object({ list: z.array(downlineContractSchema), total: z.int(), totalPages: z.int() }),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

const contractId = z.string().check(z.regex(/^\d{1,18}$/));
const downlineQuery = {
  /** The start of a direct downline's account name, to find one among many. */
  account: z.optional(trimmedText(0, 64)),
  pageNo: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, 50, 10),
};

export const contractActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('info'),
    account: z.optional(trimmedText(0, 64)),
    pageNo: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
    pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(50))),
  }),
  /** The upline offers (a new-contract request); an offer still waiting for that downline is replaced. */
  z.object({ action: z.literal('offer'), account: trimmedText(1, 64), terms: contractTermsSchema }),
  /** The upline withdraws its waiting offer. */
  z.object({ action: z.literal('cancel'), contractId }),
  /** The downline accepts; `confirm` agrees to end subordinates' contracts that pay more. */
  z.object({ action: z.literal('accept'), contractId, confirm: z.optional(z.boolean()) }),
  z.object({ action: z.literal('reject'), contractId }),
  /** Either side asks to end an active contract, or agrees to the other side's request (which ends it). */
  z.object({ action: z.literal('terminate'), contractId }),
  /** Refuses the other side's termination request, or withdraws one's own. */
  z.object({ action: z.literal('keep'), contractId }),
]);
export type ContractAction = z.infer<typeof contractActionSchema>;

/** The four paths of the original front end, by kind. */
export const CONTRACT_PATHS: Record<ContractKind, { path: string; method: 'GET' | 'POST' }> = {
  dividend: { path: '/wps/relay/MCS2_processDividendReq', method: 'GET' },
  daily: { path: '/wps/relay/MCS2_processDailySalContract', method: 'GET' },
  hourly: { path: '/wps/relay/MCS2_processContractHourSalary', method: 'POST' },
  realtime: { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST' },
};

const TITLES: Record<ContractKind, string> = {
  dividend: 'dividend contract',
  daily: 'daily salary contract',
  hourly: 'hourly salary contract',
  realtime: 'real-time salary contract',
};

const readEndpoint = <const K extends ContractKind>(kind: K) =>
  endpoint({
    method: 'GET',
    path: CONTRACT_PATHS[kind].path,
    summary: `The caller's ${TITLES[kind]}: the one in force, an offer waiting, and each direct downline's`,
    auth: 'member',
    query: z.object(downlineQuery),
    value: contractSummarySchema,
  });

const actionEndpoint = <const K extends ContractKind>(kind: K) =>
  endpoint({
    method: 'POST',
    path: CONTRACT_PATHS[kind].path,
    summary: `Acts on a ${TITLES[kind]}: info, offer, cancel, accept, reject, terminate or keep; answers the state after`,
    auth: 'member',
    body: contractActionSchema,
    value: contractSummarySchema,
  });

export const dividendContract = readEndpoint('dividend');
export const dividendContractAction = actionEndpoint('dividend');
export const dailySalaryContract = readEndpoint('daily');
export const dailySalaryContractAction = actionEndpoint('daily');
export const hourlySalaryContract = readEndpoint('hourly');
export const hourlySalaryContractAction = actionEndpoint('hourly');
export const realtimeSalaryContract = readEndpoint('realtime');
export const realtimeSalaryContractAction = actionEndpoint('realtime');

export const CONTRACT_ENDPOINTS = {
  dividend: { read: dividendContract, act: dividendContractAction },
  daily: { read: dailySalaryContract, act: dailySalaryContractAction },
  hourly: { read: hourlySalaryContract, act: hourlySalaryContractAction },
  realtime: { read: realtimeSalaryContract, act: realtimeSalaryContractAction },
} as const;

export const CONTRACT_EVENT_ACTIONS = [
  'offered',
  'cancelled',
  'accepted',
  'rejected',
  'termination-requested',
  'termination-refused',
  'termination-withdrawn',
  'ended',
] as const;

export const contractEventSchema = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  contractId: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  action: z.enum(CONTRACT_EVENT_ACTIONS),
  /** Who acted: a side of the contract, an operator, or the system (an automatic end). */
  actor: z.enum(['upline', 'member', 'operator', 'system']),
  upline: z.nullable(z.string()),
  member: z.string(),
  terms: contractTermsSchema,
  /** For an end: why (see CONTRACT_END_REASONS). */
  reason: z.nullable(z.string()),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

export const contractHistory = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_getContractHistory',
  summary: 'Every offer, answer, termination request and end of the contracts the caller is a side of, newest first',
  auth: 'member',
  query: z.object({
    kind: z.optional(z.enum(CONTRACT_KINDS)),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 50, 10),
  }),
  value: z.object({ list: z.array(contractEventSchema), total: z.int(), totalPages: z.int() }),
});

/** registerCenter: an agent opens an account directly below itself, with an optional first offer. */
export const registerDownline = endpoint({
  method: 'PUT',
  path: '/wps/agent/register',
  summary: "An agent registers a direct downline (the brand's registration rules), optionally offering it a contract",
  auth: 'member',
  encrypted: true,
  body: z.object({
    username: text(0, 64),
    password: text(0, 128),
    confirmPassword: text(0, 128),
    paymentPassword: z.optional(text(0, 32)),
    payeeName: z.optional(text(0, 100)),
    email: z.optional(text(0, 128)),
    /** The new account's type: see DOWNLINE_TYPES. */
    type: z.int().check(z.minimum(0), z.maximum(99)),
    /** The agent confirms the holder is 18 or older and agrees to the terms. */
    adult: z.boolean(),
    agreeTerms: z.boolean(),
    offer: z.optional(contractTermsSchema),
  }),
  value: z.object({ account: z.string(), type: z.int(), contractId: z.nullable(z.string()) }),
});
