import * as z from 'zod/mini';
import { OPS_ROLES } from './ops-roles.ts';
import { text } from './schema.ts';

/**
 * What operator management and its approvals share: a grant, and the enrolment
 * token (or the share of one) that lets a new or reset operator in.
 */

/** A role for one brand (its code) or, with `merchant: null`, for every brand. */
export const opsGrantSchema = z.object({ role: z.enum(OPS_ROLES), merchant: z.nullable(text(1, 64)) });
export type OpsGrant = z.infer<typeof opsGrantSchema>;

/**
 * A one-time enrolment token: the operator opens it to set a password and an authenticator.
 * `whole` when one owner set the operator up; `first` or `second` when two owners did: each
 * holds one share and the operator needs both, so neither owner alone has a way in.
 */
export const opsEnrolmentSchema = z.object({
  token: z.string(),
  share: z.enum(['whole', 'first', 'second']),
  /** Null for a first share: the token's 24 hours start when the second owner approves. */
  expiresAt: z.nullable(z.iso.datetime()),
});
export type OpsEnrolment = z.infer<typeof opsEnrolmentSchema>;
