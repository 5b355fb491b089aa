import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { queryInt, trimmedText } from '../schema.ts';
import { betRecordSchema } from './bets.ts';
import { noticeSchema } from './content.ts';
import { TRANSACTION_TYPES } from './wallet.ts';

/**
 * The agent centre's own pages (endpoints §2): the agent's downline at any depth
 * (never another agent's, never anyone above), team management and the team reports.
 * Only agents (types 1, 2, 41, 42) may call them (`agent-only` otherwise). The spec
 * names no paths for these; they live under /wps/agent/ beside the downline transfer.
 *
 * Dates are whole days on the brand's clock, both ends included. A preset wins over
 * startDate/endDate; with neither, the last 7 days. The previous N days end today, the
 * next N days start today (endpoints §9: "next or previous 7 and 30 days"). A range is
 * at most AGENT_RANGE_MAX_DAYS long. Money is integer minor units; profit is the
 * members' (payout − valid bet: negative when the team lost).
 */

export const AGENT_DATE_PRESETS = ['last7days', 'last30days', 'next7days', 'next30days'] as const;
export type AgentDatePreset = (typeof AGENT_DATE_PRESETS)[number];
export const AGENT_RANGE_MAX_DAYS = 92;
/** Lists page at most this deep (narrow the range or pick a member to see further). */
export const AGENT_LIST_MAX_ROWS = 10_000;
export const AGENT_PAGE_SIZE_MAX = 500;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const range = {
  preset: z.optional(z.enum(AGENT_DATE_PRESETS)),
  startDate: z.optional(isoDate),
  endDate: z.optional(isoDate),
};
const paging = {
  pageNo: queryInt(1, 10_000, 1),
  pageSize: queryInt(1, AGENT_PAGE_SIZE_MAX, 20),
};
const accountQuery = trimmedText(1, 32);
/** The days a report covers, as the server resolved them. */
const days = { startDate: z.string(), endDate: z.string() };
const page = { total: z.int(), totalPages: z.int() };

// ---- Team management ---------------------------------------------------------

/** What a brand may let agents change for their direct downline (see agentTeamMembers). */
export const DOWNLINE_CONTROLS = ['state', 'transfer', 'register'] as const;
export type DownlineControl = (typeof DOWNLINE_CONTROLS)[number];
/** locked: a login lockout after wrong passwords (it lifts by itself); disabled: by the upline or an operator. */
export const MEMBER_STATES = ['active', 'disabled', 'locked'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const downlineRightsSchema = z.object({
  /** May send money to its own downline. */
  transfer: z.boolean(),
  /** May bring in downline accounts (its invitation code, the agent centre's Account page). */
  register: z.boolean(),
});
export type DownlineRights = z.infer<typeof downlineRightsSchema>;

export const teamMemberSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  type: z.int(),
  /** 1 for the agent's direct downline, 2 below them, and so on. */
  level: z.int(),
  upline: z.string(),
  state: z.enum(MEMBER_STATES),
  registeredAt: z.iso.datetime(),
  lastLoginAt: z.nullable(z.iso.datetime()),
  /** Main and game wallets. */
  balance: z.int(),
  /** Members anywhere below this one. */
  downline: z.int(),
  rights: downlineRightsSchema,
  /** The calling agent is this member's direct upline, so may change what the brand allows. */
  manageable: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const agentTeamMembers = endpoint({
  method: 'GET',
  path: '/wps/agent/team/members',
  summary: "The agent's downline at any depth (downlineManagmentView): search, state, last login, balance, rights",
  auth: 'member',
  query: z.object({
    /** Account names starting with this, in any case. */
    account: z.optional(accountQuery),
    state: z.optional(z.enum(['active', 'disabled'])),
    /** Only the agent's direct downline. */
    direct: z.optional(z.enum(['true', 'false'])),
    ...paging,
  }),
  value: z.object({
    list: z.array(teamMemberSchema),
    ...page,
    /** Over every member the filters match. */
    totals: z.object({ members: z.int(), balance: z.int() }),
    /** What the brand lets this agent change for a direct downline. */
    controls: z.array(z.enum(DOWNLINE_CONTROLS)),
  }),
});

export const agentUpdateTeamMember = endpoint({
  method: 'PATCH',
  path: '/wps/agent/team/members/:account',
  summary: "Changes a direct downline's state (disabled or not) and rights, as far as the brand allows",
  auth: 'member',
  params: z.object({ account: accountQuery }),
  body: z.object({
    disabled: z.optional(z.boolean()),
    rights: z.optional(z.partial(downlineRightsSchema)),
  }),
  value: teamMemberSchema,
});

// ---- Reports -----------------------------------------------------------------

export const teamFiguresSchema = z.object({
  depositCount: z.int(),
  deposits: z.int(),
  withdrawalCount: z.int(),
  withdrawals: z.int(),
  betCount: z.int(),
  validBet: z.int(),
  payout: z.int(),
  profit: z.int(),
});

export const agentTeamOverview = endpoint({
  method: 'GET',
  path: '/wps/agent/team/overview',
  summary:
    "The agent's team over a range (agentTeamOverview): members, new and active members, money and bets, per day",
  auth: 'member',
  query: z.object(range),
  value: z.object({
    ...days,
    totals: z.extend(teamFiguresSchema, {
      /** Everyone below the agent now, and those directly below. */
      members: z.int(),
      directMembers: z.int(),
      /** Registered in the range. */
      newMembers: z.int(),
      /** Placed at least one bet in the range. */
      activeMembers: z.int(),
    }),
    /** Every day of the range, oldest first (zeros on quiet days). */
    days: z.array(z.extend(teamFiguresSchema, { day: z.string(), newMembers: z.int(), activeMembers: z.int() })),
  }),
});

export const teamBetSchema = z.extend(betRecordSchema, { account: z.string() });
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetTotalsSchema = z.object({
  betCount: z.int(),
  /** Every live bet (open and decided). */
  stake: z.int(),
  /** Decided bets. */
  validBet: z.int(),
  payout: z.int(),
  profit: z.int(),
});

export const agentTeamBets = endpoint({
  method: 'GET',
  path: '/wps/agent/team/bets',
  summary: "The downline's betting record (personalHistoryCopy for the team), newest first, with totals",
  auth: 'member',
  query: z.object({
    /** One member of the downline. */
    account: z.optional(accountQuery),
    ...range,
    language: z.optional(languageSchema),
    ...paging,
  }),
  value: z.object({ ...days, list: z.array(teamBetSchema), ...page, totals: teamBetTotalsSchema }),
});

export const memberProfitSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  type: z.int(),
  level: z.int(),
  betCount: z.int(),
  validBet: z.int(),
  payout: z.int(),
  profit: z.int(),
  deposits: z.int(),
  withdrawals: z.int(),
});
export type MemberProfit = z.infer<typeof memberProfitSchema>;

export const memberProfitTotalsSchema = z.object({
  betCount: z.int(),
  validBet: z.int(),
  payout: z.int(),
  profit: z.int(),
  deposits: z.int(),
  withdrawals: z.int(),
});

export const agentMemberProfit = endpoint({
  method: 'GET',
  path: '/wps/agent/team/profit',
  summary: 'Profit and loss per downline member over a range (palStatementsAgentCopy), members with activity only',
  auth: 'member',
  query: z.object({ account: z.optional(accountQuery), ...range, ...paging }),
  value: z.object({ ...days, list: z.array(memberProfitSchema), ...page, totals: memberProfitTotalsSchema }),
});

/** What an agent earns: salaries (daily, hourly, real-time), dividends and rebates. */
export const INCOME_KINDS = ['salary', 'dividend', 'rebate'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
export const SALARY_KINDS = ['daily', 'hourly', 'realtime'] as const;

export const incomeSchema = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  kind: z.enum(INCOME_KINDS),
  /** Which salary, for a salary. */
  salaryKind: z.nullable(z.enum(SALARY_KINDS)),
  amount: z.int(),
  reference: z.string(),
  remark: z.string(),
});
export type Income = z.infer<typeof incomeSchema>;

const incomeFigures = { salary: z.int(), dividend: z.int(), rebate: z.int() };

export const agentIncome = endpoint({
  method: 'GET',
  path: '/wps/agent/income',
  summary: 'What the agent received (agentRevenueReport): salaries, dividends and rebates, newest first, per day',
  auth: 'member',
  query: z.object({ kind: z.optional(z.enum(INCOME_KINDS)), ...range, ...paging }),
  value: z.object({
    ...days,
    list: z.array(incomeSchema),
    ...page,
    totals: z.object({ ...incomeFigures, total: z.int() }),
    /** Every day of the range, oldest first. */
    days: z.array(z.object({ day: z.string(), ...incomeFigures })),
  }),
});

/** Money movements shown as downline transaction details: all but game rounds (Team Betting has those). */
// A free-play guest's play money is no team's business: guests have no upline.
export const TEAM_TRANSACTION_TYPES = TRANSACTION_TYPES.filter(
  (type) => !['bet', 'win', 'refund', 'wallet-transfer', 'play-grant'].includes(type),
) as Exclude<(typeof TRANSACTION_TYPES)[number], 'bet' | 'win' | 'refund' | 'wallet-transfer' | 'play-grant'>[];

export const teamTransactionSchema = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  account: z.string(),
  type: z.string(),
  /** Signed: into the member's wallets positive, out negative. */
  amount: z.int(),
  reference: z.string(),
  remark: z.string(),
});
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;

export const agentTeamTransactions = endpoint({
  method: 'GET',
  path: '/wps/agent/team/transactions',
  summary:
    "The downline's account records (agentDownlineTransactionDetailsCopy): deposits, withdrawals, transfers, bonuses and the rest, newest first",
  auth: 'member',
  query: z.object({
    account: z.optional(accountQuery),
    type: z.optional(z.enum(TEAM_TRANSACTION_TYPES)),
    ...range,
    ...paging,
  }),
  value: z.object({
    ...days,
    list: z.array(teamTransactionSchema),
    ...page,
    totals: z.object({ credit: z.int(), debit: z.int(), net: z.int() }),
  }),
});

/** Announcements whose audience is agents (execution `A`). */
export const agentAnnouncements = endpoint({
  method: 'GET',
  path: '/wps/agent/announcements',
  summary: 'Announcements for agents (agentAnnouncement), newest first',
  auth: 'member',
  query: z.object(paging),
  value: z.object({ list: z.array(noticeSchema), ...page }),
});
