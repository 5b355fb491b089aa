import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { opsEnrolmentSchema, opsGrantSchema } from '../ops-grants.ts';
import { queryInt, text, trimmedText } from '../schema.ts';
import { opsApprovalSchema } from './ops-approvals.ts';

/**
 * Operator management for owners, and the operator audit log. Every change here is audited.
 * What arms an operator with money powers (a money role at creation, a grant that widens one,
 * a reset of an operator who holds one) is not done at once: it becomes a request another owner
 * approves (`approval` in the answer), and an enrolment token is then split in two shares.
 */

const id = z.string().check(z.regex(/^\d{1,9}$/));

/** Letters, digits, dot, dash and underscore; compared without regard to case. */
export const opsUsernameSchema = z
  .string()
  .check(z.trim(), z.minLength(3), z.maxLength(32), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/));

export const opsOperatorSchema = z.object({
  id: z.int(),
  username: z.string(),
  /** enrolling: has not finished the enrolment token yet (or was reset); active; disabled. */
  state: z.enum(['enrolling', 'active', 'disabled']),
  grants: z.array(opsGrantSchema),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.nullable(z.iso.datetime()),
});

/**
 * What a creation or a reset answers: done at once (`operator` and the whole token), or asked of a
 * second owner (`approval`, and the first share of the token the approval will complete).
 */
const provisioned = z.object({
  operator: z.nullable(opsOperatorSchema),
  approval: z.nullable(opsApprovalSchema),
  enrolment: opsEnrolmentSchema,
});

const grants = z.array(opsGrantSchema).check(z.maxLength(50));

export const opsOperators = endpoint({
  method: 'GET',
  path: '/ops/operators',
  summary: 'Operators with their roles (those whose every role lies in brands the caller manages)',
  auth: 'operator',
  permission: 'operators.manage',
  value: z.object({ list: z.array(opsOperatorSchema) }),
});

export const opsCreateOperator = endpoint({
  method: 'POST',
  path: '/ops/operators',
  summary:
    'Creates an operator with roles and answers the one-time enrolment token (24 hours); with a money role it asks a second owner and answers the first share',
  auth: 'operator',
  permission: 'operators.manage',
  body: z.object({ username: opsUsernameSchema, grants: grants.check(z.minLength(1)) }),
  value: provisioned,
});

export const opsSetGrants = endpoint({
  method: 'PUT',
  path: '/ops/operators/:id/grants',
  summary: "Replaces another operator's roles; a change that widens their money roles asks a second owner",
  auth: 'operator',
  permission: 'operators.manage',
  params: z.object({ id }),
  body: z.object({ grants }),
  value: z.object({ operator: opsOperatorSchema, approval: z.nullable(opsApprovalSchema) }),
});

export const opsDisableOperator = endpoint({
  method: 'POST',
  path: '/ops/operators/:id/disable',
  summary: 'Disables another operator; their sessions end at once',
  auth: 'operator',
  permission: 'operators.manage',
  params: z.object({ id }),
  value: opsOperatorSchema,
});

export const opsEnableOperator = endpoint({
  method: 'POST',
  path: '/ops/operators/:id/enable',
  summary: 'Lets a disabled operator log in again',
  auth: 'operator',
  permission: 'operators.manage',
  params: z.object({ id }),
  value: opsOperatorSchema,
});

export const opsResetOperator = endpoint({
  method: 'POST',
  path: '/ops/operators/:id/reset',
  summary:
    "Resets another operator's enrolment: password and authenticator cleared, sessions ended, a new token; an operator with a money role is reset by two owners",
  auth: 'operator',
  permission: 'operators.manage',
  params: z.object({ id }),
  value: provisioned,
});

export const opsAuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Who did it; null for the command line (the first owner). */
  operator: z.nullable(z.string()),
  action: z.string(),
  target: z.string(),
  /** The brand the action concerned, when it concerned one. */
  merchant: z.nullable(z.string()),
  detail: z.record(z.string(), z.unknown()),
});

export const opsAudit = endpoint({
  method: 'GET',
  path: '/ops/audit',
  summary: 'The operator audit log, newest first; brand rows only of brands the caller may audit',
  auth: 'operator',
  permission: 'audit.read',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    operator: z.optional(trimmedText(1, 64)),
    /** An action, or a family of them with a trailing dot (`session.`, `operator.`). */
    action: z.optional(text(1, 64)),
    from: z.optional(z.iso.datetime()),
    to: z.optional(z.iso.datetime()),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(opsAuditEntrySchema), total: z.int(), totalPages: z.int() }),
});
