import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt } from '../schema.ts';

/**
 * Platform messages (member centre "platform messages"): system notices, written in
 * the reader's language from a template, and messages operators send to a member, a
 * label or everyone. Each is read or unread for its member.
 */

export const MESSAGE_KINDS = ['system', 'internal'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * The member-centre badge counts in one call (the avatar and the centre's menu), and
 * the unread message count the original front end reads. A count no module keeps is absent.
 */
export const unreadCount = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  summary: 'Unread platform messages, and the badge counts: claimable missions, unread messages, rewards to claim',
  auth: 'member',
  trialAllowed: true,
  value: z.object({
    /** Unread platform messages (the same number as messageCount). */
    unreadCount: z.int(),
    missionCount: z.optional(z.int()),
    messageCount: z.optional(z.int()),
    rewardCount: z.optional(z.int()),
  }),
});
export type BadgeCounts = z.infer<typeof unreadCount.value>;

export const platformMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** System notices: which template (the web may pick an icon by it); null for operators' messages. */
  template: z.nullable(z.string()),
  title: z.string(),
  /** Plain text; line breaks are kept. */
  content: z.string(),
  /** year-month-day hour:minute:second on the brand's clock. */
  time: z.string(),
  read: z.boolean(),
});
export type PlatformMessage = z.infer<typeof platformMessageSchema>;

export const messageList = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_getMessageList',
  summary: "The member's platform messages, newest first; `unread=true` keeps the unread ones",
  auth: 'member',
  query: z.object({
    unread: z._default(z.stringbool(), false),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({
    list: z.array(platformMessageSchema),
    total: z.int(),
    totalPages: z.int(),
    unreadCount: z.int(),
  }),
});

const messageId = z.string().check(z.regex(/^\d{1,18}$/));

export const readMessage = endpoint({
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  summary: 'Marks one of the member’s messages read (again is no error) and answers it with the unread count',
  auth: 'member',
  body: z.object({ id: messageId }),
  value: z.object({ message: platformMessageSchema, unreadCount: z.int() }),
});

export const readAllMessages = endpoint({
  method: 'POST',
  path: '/wps/relay/CSP_readAllMessages',
  summary: 'Marks every unread message of the member read; answers how many',
  auth: 'member',
  value: z.object({ read: z.int(), unreadCount: z.int() }),
});
