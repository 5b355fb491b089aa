import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt } from '../schema.ts';

/**
 * Missions (mission activity in the member centre): goals a member reaches over a
 * period of the brand's clock, each paying its reward once per period when claimed.
 * Progress comes from the member's day totals (settled valid bets, credited deposits,
 * bets placed, days with a login), never from scanning bets.
 */

/** daily: the brand's calendar day; weekly: Monday to Sunday on the brand's clock; once: the mission's whole run. */
export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * What counts toward the target. valid-bet: settled valid bets (minor units);
 * deposit: credited deposits (minor units); games: bets placed and not refunded;
 * logins: days with at least one login.
 */
export const MISSION_GOALS = ['valid-bet', 'deposit', 'games', 'logins'] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];

/** Money goals carry minor units; the others are counts. */
export const isMoneyGoal = (goal: MissionGoal) => goal === 'valid-bet' || goal === 'deposit';

export const MISSION_STATES = ['in-progress', 'claimable', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const missionSchema = z.object({
  missionId: z.int(),
  title: z.string(),
  description: z.string(),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  target: z.int(),
  /** Toward the target in this period; may pass it. */
  progress: z.int(),
  /** Paid to the main wallet on claim, minor units. */
  reward: z.int(),
  /** The period this progress is for, brand days, both ends included (once: open end is null). */
  periodStart: day,
  periodEnd: z.nullable(day),
  state: z.enum(MISSION_STATES),
  claimedAt: z.nullable(z.iso.datetime()),
  /** When the mission stops (no more claims); null runs on. */
  endsAt: z.nullable(z.iso.datetime()),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionSummary = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  summary: "The brand's running missions with the member's progress this period, and the member's totals",
  auth: 'member',
  value: z.object({
    /** Today on the brand's clock. */
    today: day,
    summary: z.object({
      missions: z.int(),
      /** Reached the target this period (claimed or not). */
      completed: z.int(),
      claimable: z.int(),
      /** Every mission reward the member was ever paid, minor units. */
      rewardEarned: z.int(),
    }),
    list: z.array(missionSchema),
  }),
});

export const MISSION_BOARD_PERIODS = ['week', 'month'] as const;

export const missionBoardEntrySchema = z.object({
  rank: z.int(),
  /** Masked as on the winners board (de***o). */
  account: z.string(),
  /** Missions claimed in the period. */
  missions: z.int(),
  /** Rewards claimed in the period, minor units. */
  reward: z.int(),
});

export const missionLeaderboard = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  summary: "The brand's members ranked by mission rewards claimed this week or month, and the member's own place",
  auth: 'member',
  query: z.object({
    period: z._default(z.enum(MISSION_BOARD_PERIODS), 'week'),
    size: queryInt(1, 50, 10),
  }),
  value: z.object({
    period: z.enum(MISSION_BOARD_PERIODS),
    from: day,
    to: day,
    list: z.array(missionBoardEntrySchema),
    /** The member's own line; rank null before their first claim of the period. */
    me: z.object({ rank: z.nullable(z.int()), missions: z.int(), reward: z.int() }),
  }),
});

export const claimMission = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMissionReward',
  summary:
    "Pays a reached mission's reward for this period into the main wallet, once (a repeat answers the same claim)",
  auth: 'member',
  body: z.object({ missionId: z.int().check(z.minimum(1), z.maximum(2_147_483_647)) }),
  value: z.object({
    mission: missionSchema,
    /** True when this period was claimed before: nothing was paid now. */
    replayed: z.boolean(),
  }),
});
