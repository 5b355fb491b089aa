import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, text, trimmedText } from '../schema.ts';
import { vendorCodeSchema, winCapSchema } from './money-settings.ts';
import { opsApprovalSchema } from './ops-approvals.ts';

/**
 * Vendor wins held over the brand's cap (see seamless.ts): nothing was credited.
 * An operator releases one (a request a second operator must approve; the win is
 * then paid once) or voids it (nothing is paid; the stake stays lost), with a reason.
 */

export const HELD_WIN_STATES = ['held', 'released', 'voided'] as const;
export type HeldWinState = (typeof HELD_WIN_STATES)[number];

export const opsHeldWinSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  account: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  betTransactionId: z.string(),
  winTransactionId: z.string(),
  stake: z.int(),
  /** The win the vendor sent. */
  amount: z.int(),
  /** The cap it went over, as it was then. */
  cap: winCapSchema,
  state: z.enum(HELD_WIN_STATES),
  heldAt: z.iso.datetime(),
  /** The release request waiting for a second operator, if any. */
  pendingApprovalId: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.iso.datetime()),
  /** Why it was voided. */
  reason: z.nullable(z.string()),
});
export type OpsHeldWin = z.infer<typeof opsHeldWinSchema>;

const id = z.string().check(z.regex(/^\d{1,18}$/));

export const opsHeldWins = endpoint({
  method: 'GET',
  path: '/ops/held-wins',
  summary: 'Vendor wins held over the cap, oldest first, by brand, state and vendor',
  auth: 'operator',
  permission: 'wins.review',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    state: z.optional(z.enum(HELD_WIN_STATES)),
    vendor: z.optional(vendorCodeSchema),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(opsHeldWinSchema), total: z.int(), totalPages: z.int() }),
});

export const opsReleaseHeldWin = endpoint({
  method: 'POST',
  path: '/ops/held-wins/:id/release',
  summary: 'Asks to pay a held win: a pending approval a second operator decides (asking again answers the same one)',
  auth: 'operator',
  permission: 'wins.review',
  params: z.object({ id }),
  value: opsApprovalSchema,
});

export const opsVoidHeldWin = endpoint({
  method: 'POST',
  path: '/ops/held-wins/:id/void',
  summary: 'Pays nothing for a held win, with a reason; a pending release request is cancelled',
  auth: 'operator',
  permission: 'wins.review',
  params: z.object({ id }),
  body: z.object({ reason: trimmedText(1, 140) }),
  value: opsHeldWinSchema,
});
