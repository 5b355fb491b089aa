import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, text, trimmedText } from '../schema.ts';

/**
 * The built-in live chat, for brands without an outside chat service: one thread
 * per member (per browser for a visitor, by its client id), whose messages
 * operators read and answer through the operator API. The browser polls.
 */

export const CHAT_MESSAGE_MAX = 1000;
/** How often the open chat asks for new messages. */
export const CHAT_POLL_MS = 4000;

const messageId = z.string().check(z.regex(/^\d{1,18}$/));

export const chatMessageSchema = z.object({
  id: z.string(),
  /** `me`: the member or visitor; `agent`: customer service. */
  from: z.enum(['me', 'agent']),
  text: z.string(),
  time: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const liveChatMessages = endpoint({
  method: 'GET',
  path: '/wps/chat/messages',
  summary: 'The live-chat thread of this member (or browser): messages after `after`, oldest first',
  auth: 'optional',
  trialAllowed: true,
  query: z.object({ after: z.optional(messageId) }),
  value: z.object({
    /** none: nothing sent yet; closed: customer service closed it (a new message opens it again). */
    state: z.enum(['none', 'open', 'closed']),
    messages: z.array(chatMessageSchema),
  }),
});

export const liveChatSend = endpoint({
  method: 'POST',
  path: '/wps/chat/messages',
  summary: 'Sends a message to customer service (opens or reopens the thread)',
  auth: 'optional',
  trialAllowed: true,
  body: z.object({ text: trimmedText(1, CHAT_MESSAGE_MAX) }),
  value: chatMessageSchema,
});

export const CHAT_STATES = ['open', 'closed'] as const;

export const opsChatThreadSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  /** The member's account, or null for a visitor. */
  account: z.nullable(z.string()),
  state: z.enum(CHAT_STATES),
  lastMessage: z.string(),
  /** The member (or visitor) spoke last: waiting for an answer. */
  waiting: z.boolean(),
  lastMessageAt: z.iso.datetime(),
});
export type OpsChatThread = z.infer<typeof opsChatThreadSchema>;

export const opsChatMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(['member', 'operator']),
  /** The operator who answered. */
  operator: z.nullable(z.string()),
  text: z.string(),
  time: z.iso.datetime(),
});

const threadId = z.object({ id: z.string().check(z.regex(/^\d{1,18}$/)) });

export const opsChatThreads = endpoint({
  method: 'GET',
  path: '/ops/chats',
  summary: 'Live-chat threads by brand and state, latest message first',
  auth: 'operator',
  permission: 'members.support',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    state: z.optional(z.enum(CHAT_STATES)),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(opsChatThreadSchema), total: z.int(), totalPages: z.int() }),
});

export const opsChatThread = endpoint({
  method: 'GET',
  path: '/ops/chats/:id',
  summary: 'One live-chat thread with its messages, oldest first',
  auth: 'operator',
  permission: 'members.support',
  params: threadId,
  value: z.object({ thread: opsChatThreadSchema, messages: z.array(opsChatMessageSchema) }),
});

export const opsChatAnswer = endpoint({
  method: 'POST',
  path: '/ops/chats/:id/messages',
  summary: 'Answers in a live-chat thread (reopens a closed one)',
  auth: 'operator',
  permission: 'members.support',
  params: threadId,
  body: z.object({ text: text(1, CHAT_MESSAGE_MAX) }),
  value: opsChatMessageSchema,
});

export const opsChatClose = endpoint({
  method: 'POST',
  path: '/ops/chats/:id/close',
  summary: 'Closes a live-chat thread (the member may open it again by writing)',
  auth: 'operator',
  permission: 'members.support',
  params: threadId,
  value: opsChatThreadSchema,
});
