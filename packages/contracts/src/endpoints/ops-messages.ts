import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { localizedTextSchema } from '../languages.ts';
import { localizedInput, queryInt, text, trimmedText } from '../schema.ts';
import { requestIdSchema } from './wallet.ts';

/**
 * Internal messages: an operator writes to one member (support), or to every member
 * holding a label or to everyone of a brand (content). Each member gets their own copy
 * in platform messages at once; a retry with the same requestId sends nothing twice.
 */

export const MESSAGE_AUDIENCES = ['member', 'label', 'everyone'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

const letter = {
  merchant: text(1, 64),
  title: localizedInput(80),
  content: localizedInput(2000),
  requestId: requestIdSchema,
};

export const opsSentMessageSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  audience: z.enum(MESSAGE_AUDIENCES),
  /** The member's account or the label; null for everyone. */
  target: z.nullable(z.string()),
  title: localizedTextSchema,
  content: localizedTextSchema,
  /** Members who received a copy. */
  recipients: z.int(),
  /** Of those, how many have read it. */
  read: z.int(),
  sentBy: z.nullable(z.string()),
  sentAt: z.iso.datetime(),
});
export type OpsSentMessage = z.infer<typeof opsSentMessageSchema>;

export const opsMessageMember = endpoint({
  method: 'POST',
  path: '/ops/members/:account/messages',
  summary: 'Sends an internal message to one member of a brand',
  auth: 'operator',
  permission: 'members.support',
  params: z.object({ account: trimmedText(1, 64) }),
  body: z.object(letter),
  value: opsSentMessageSchema,
});

export const opsBroadcastMessage = endpoint({
  method: 'POST',
  path: '/ops/messages',
  summary: "Sends an internal message to every member of a brand holding a label, or to all of the brand's members",
  auth: 'operator',
  permission: 'content.write',
  body: z.object({
    ...letter,
    audience: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('label'), label: trimmedText(1, 64) }),
      z.object({ kind: z.literal('everyone') }),
    ]),
  }),
  value: opsSentMessageSchema,
});

export const opsSentMessages = endpoint({
  method: 'GET',
  path: '/ops/messages',
  summary: 'Internal messages sent, newest first, by brand and audience, with how many members have read each',
  auth: 'operator',
  permission: 'brand.read',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    audience: z.optional(z.enum(MESSAGE_AUDIENCES)),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(opsSentMessageSchema), total: z.int(), totalPages: z.int() }),
});
