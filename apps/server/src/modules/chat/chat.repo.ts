import type { Db } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from '../approvals/brand-scope.ts';

/** Whose thread: a member's, or a visitor's browser (by its client id). */
export type ChatOwner = { memberId: string } | { clientId: string };

export interface ThreadRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  account: string | null;
  state: 'open' | 'closed';
  lastMessage: string;
  lastSender: 'member' | 'operator';
  lastMessageAt: Date;
  total: string;
}

export interface MessageRow {
  id: string;
  sender: 'member' | 'operator';
  operator: string | null;
  body: string;
  createdAt: Date;
}

const THREAD = `SELECT t.id::text AS id, t.merchant_id AS "merchantId", m.code AS "merchantCode", mb.account, t.state,
    last.body AS "lastMessage", last.sender AS "lastSender", t.last_message_at AS "lastMessageAt",
    count(*) OVER () AS total
  FROM chat_threads t
  JOIN merchants m ON m.id = t.merchant_id
  LEFT JOIN members mb ON mb.id = t.member_id
  CROSS JOIN LATERAL (SELECT body, sender FROM chat_messages c WHERE c.thread_id = t.id ORDER BY c.id DESC LIMIT 1) last`;

const MESSAGE = `SELECT c.id::text AS id, c.sender, o.username AS operator, c.body, c.created_at AS "createdAt"
  FROM chat_messages c LEFT JOIN operators o ON o.id = c.operator_id`;

const ownerColumn = (owner: ChatOwner) => ('memberId' in owner ? 'member_id' : 'client_id');
const ownerValue = (owner: ChatOwner) => ('memberId' in owner ? owner.memberId : owner.clientId);

/** The only SQL of the built-in live chat. */
export const chatRepo = (db: Db) => ({
  threadOf: (merchantId: number, owner: ChatOwner) =>
    db.one<{ id: string; state: 'open' | 'closed' }>(
      `SELECT id::text AS id, state FROM chat_threads WHERE merchant_id = $1 AND ${ownerColumn(owner)} = $2`,
      [merchantId, ownerValue(owner)],
    ),

  /** The owner's thread, created or reopened, marked as just written to. */
  openThread: async (merchantId: number, owner: ChatOwner) => {
    const column = ownerColumn(owner);
    const row = await db.one<{ id: string }>(
      `INSERT INTO chat_threads (merchant_id, ${column}) VALUES ($1, $2)
       ON CONFLICT (merchant_id, ${column}) WHERE ${column} IS NOT NULL
       DO UPDATE SET state = 'open', last_message_at = now()
       RETURNING id::text AS id`,
      [merchantId, ownerValue(owner)],
    );
    if (!row) throw new Error('chat thread not opened');
    return row.id;
  },

  addMessage: async (threadId: string, sender: 'member' | 'operator', body: string, operatorId: number | null) => {
    const row = await db.one<MessageRow>(
      `WITH c AS (INSERT INTO chat_messages (thread_id, sender, operator_id, body) VALUES ($1, $2, $3, $4) RETURNING *)
       ${MESSAGE.replace('chat_messages c', 'c')}`,
      [threadId, sender, operatorId, body],
    );
    if (!row) throw new Error('chat message not added');
    return row;
  },

  /** Messages after `afterId`, oldest first (at most the last 500 of a long thread). */
  messages: (threadId: string, afterId: string | null) =>
    db.query<MessageRow>(
      `SELECT * FROM (${MESSAGE} WHERE c.thread_id = $1 AND ($2::bigint IS NULL OR c.id > $2::bigint)
         ORDER BY c.id DESC LIMIT 500) recent ORDER BY id::bigint`,
      [threadId, afterId],
    ),

  page: (filter: { scope: BrandScope; state: string | null; limit: number; offset: number }) =>
    db.query<ThreadRow>(
      `${THREAD} WHERE ${inScopeSql('t.merchant_id', 1)} AND ($2::text IS NULL OR t.state = $2)
       ORDER BY t.last_message_at DESC, t.id DESC LIMIT $3 OFFSET $4`,
      [filter.scope, filter.state, filter.limit, filter.offset],
    ),

  thread: (id: string, scope: BrandScope) =>
    db.one<ThreadRow>(`${THREAD} WHERE t.id = $1 AND ${inScopeSql('t.merchant_id', 2)}`, [id, scope]),

  setState: (id: string, state: 'open' | 'closed', touch: boolean) =>
    db.query(
      `UPDATE chat_threads SET state = $2, last_message_at = CASE WHEN $3 THEN now() ELSE last_message_at END
       WHERE id = $1`,
      [id, state, touch],
    ),
});
