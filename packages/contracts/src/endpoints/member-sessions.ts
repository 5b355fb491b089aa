import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

/** A session's public id: a UUID, never the token or its hash. */
const sessionId = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

/** One signed-in browser of the member ("My account" lists them). */
export const memberSessionSchema = z.object({
  id: z.string(),
  /** Read from the user agent: "Chrome", "Safari", …; null when unknown. */
  browser: z.nullable(z.string()),
  /** "Android", "iOS", "Windows", …; null when unknown. */
  os: z.nullable(z.string()),
  /** Where it was last seen from. */
  ip: z.string(),
  /** ISO country of that address; null for private or unknown ones. */
  country: z.nullable(z.string()),
  signedInAt: z.iso.datetime(),
  /** Updated at most once a minute. */
  lastSeenAt: z.iso.datetime(),
  /** The session making this request. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessions = endpoint({
  method: 'GET',
  path: '/wps/member/sessions',
  summary: "The member's active sessions, the current one first, then by last seen",
  auth: 'member',
  value: z.array(memberSessionSchema),
});

export const revokeMemberSession = endpoint({
  method: 'DELETE',
  path: '/wps/member/sessions/:id',
  summary: 'Ends one of the member’s sessions (its next request answers not-logged-in)',
  auth: 'member',
  params: z.object({ id: sessionId }),
  value: z.null(),
});

export const revokeOtherSessions = endpoint({
  method: 'DELETE',
  path: '/wps/member/sessions',
  summary: 'Ends every session of the member but this one',
  auth: 'member',
  value: z.object({ revoked: z.int() }),
});
