import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { localizedTextSchema } from '../languages.ts';
import { localizedInput, queryInt, text } from '../schema.ts';
import { MISSION_GOALS, MISSION_PERIODS } from './missions.ts';
import { amountSchema } from './wallet.ts';

const id = z.string().check(z.regex(/^\d{1,9}$/));
/** A target: minor units for money goals, a count for the others. */
const targetSchema = z.int().check(z.minimum(1), z.maximum(9_999_999_999_999));

export const opsMissionSchema = z.object({
  id: z.int(),
  merchantCode: z.string(),
  period: z.enum(MISSION_PERIODS),
  goal: z.enum(MISSION_GOALS),
  target: z.int(),
  reward: z.int(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.nullable(z.iso.datetime()),
  enabled: z.boolean(),
  sort: z.int(),
  /** Rewards paid so far (every period). */
  claims: z.int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OpsMission = z.infer<typeof opsMissionSchema>;

export const opsMissions = endpoint({
  method: 'GET',
  path: '/ops/missions',
  summary: 'Mission definitions of the brands the operator writes content for, by brand, in display order',
  auth: 'operator',
  permission: 'content.write',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(opsMissionSchema), total: z.int(), totalPages: z.int() }),
});

const schedule = {
  /** Default now. */
  startsAt: z.optional(z.iso.datetime()),
  endsAt: z.optional(z.nullable(z.iso.datetime())),
  enabled: z.optional(z.boolean()),
  sort: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
};

export const opsCreateMission = endpoint({
  method: 'POST',
  path: '/ops/missions',
  summary: 'Creates a mission for a brand: period, goal and target, reward, texts and schedule',
  auth: 'operator',
  permission: 'content.write',
  body: z.object({
    merchant: text(1, 64),
    period: z.enum(MISSION_PERIODS),
    goal: z.enum(MISSION_GOALS),
    target: targetSchema,
    reward: amountSchema,
    title: localizedInput(80),
    description: z.optional(localizedInput(500)),
    ...schedule,
  }),
  value: opsMissionSchema,
});

export const opsUpdateMission = endpoint({
  method: 'PATCH',
  path: '/ops/missions/:id',
  summary:
    "Changes a mission's target, reward, texts or schedule (its period and goal stay: another goal is another mission)",
  auth: 'operator',
  permission: 'content.write',
  params: z.object({ id }),
  body: z.object({
    target: z.optional(targetSchema),
    reward: z.optional(amountSchema),
    title: z.optional(localizedInput(80)),
    description: z.optional(localizedInput(500)),
    ...schedule,
  }),
  value: opsMissionSchema,
});
