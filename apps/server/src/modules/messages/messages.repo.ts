import type { LocalizedText } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

/** One platform message as stored: a notice's template and parameters, or an operator's texts. */
export interface MessageRow {
  id: string;
  kind: 'system' | 'internal';
  template: string | null;
  params: Record<string, string | number>;
  title: LocalizedText | null;
  content: LocalizedText | null;
  createdAt: Date;
  read: boolean;
}

const COLUMNS = `id::text AS id, kind, template, params, title, content, created_at AS "createdAt",
  read_at IS NOT NULL AS read`;

/** A member's platform messages: every query is by member, through the member's indexes. */
export const messagesRepo = (db: Db) => ({
  /** Unread messages: a count over the partial index of unread rows. */
  async unread(memberId: string): Promise<number> {
    const row = await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1 AND read_at IS NULL',
      [memberId],
    );
    return row?.n ?? 0;
  },

  async page(memberId: string, unreadOnly: boolean, pageNo: number, pageSize: number) {
    const list = await db.query<MessageRow>(
      `SELECT ${COLUMNS} FROM member_messages
        WHERE member_id = $1 AND (NOT $2 OR read_at IS NULL)
        ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [memberId, unreadOnly, pageSize, (pageNo - 1) * pageSize],
    );
    const count = await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1 AND (NOT $2 OR read_at IS NULL)',
      [memberId, unreadOnly],
    );
    return { list, total: count?.n ?? 0 };
  },

  /** Marks one message read (the first reading's time stays) and answers it; undefined when not the member's. */
  markRead: (memberId: string, id: string) =>
    db.one<MessageRow>(
      `UPDATE member_messages SET read_at = COALESCE(read_at, now())
        WHERE id = $2 AND member_id = $1 RETURNING ${COLUMNS}`,
      [memberId, id],
    ),

  async markAllRead(memberId: string): Promise<number> {
    const rows = await db.query(
      'UPDATE member_messages SET read_at = now() WHERE member_id = $1 AND read_at IS NULL RETURNING id',
      [memberId],
    );
    return rows.length;
  },
});
