import type { LocalizedText, MessageAudience } from '@arcadia/contracts';
import { TRIAL_TYPE } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from '../approvals/brand-scope.ts';

export interface BroadcastRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  audience: MessageAudience;
  target: string | null;
  title: LocalizedText;
  content: LocalizedText;
  recipients: number;
  read: number;
  sentBy: string | null;
  sentAt: Date;
}

const select = (where: string) => `SELECT b.id::text AS id, b.merchant_id AS "merchantId", m.code AS "merchantCode",
    b.audience, b.target, b.title, b.content, b.recipients,
    (SELECT count(*) FROM member_messages c WHERE c.broadcast_id = b.id AND c.read_at IS NOT NULL)::int AS read,
    o.username AS "sentBy", b.sent_at AS "sentAt"
  FROM message_broadcasts b JOIN merchants m ON m.id = b.merchant_id LEFT JOIN operators o ON o.id = b.operator_id
  ${where}`;

export interface NewBroadcast {
  merchantId: number;
  audience: MessageAudience;
  /** The member's account (as stored), the label, or null for everyone. */
  target: string | null;
  /** audience 'member': the member's id. */
  memberId: string | null;
  title: LocalizedText;
  content: LocalizedText;
  operatorId: number | null;
  requestId: string;
  seedKey?: string;
}

/** What operators sent, and each recipient's copy. */
export const broadcastsRepo = (db: Db) => ({
  byRequest: (merchantId: number, requestId: string) =>
    db.one<BroadcastRow>(select('WHERE b.merchant_id = $1 AND b.request_id = $2'), [merchantId, requestId]),

  /**
   * Records the message and gives every member of the audience their copy, in one
   * statement each; undefined when the request id was used before. Trial accounts
   * never read platform messages, so they get none.
   */
  async send(row: NewBroadcast): Promise<string | undefined> {
    const created = await db.one<{ id: string }>(
      `INSERT INTO message_broadcasts (merchant_id, audience, target, title, content, operator_id, request_id, seed_key)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id::text AS id`,
      [
        row.merchantId,
        row.audience,
        row.target,
        JSON.stringify(row.title),
        JSON.stringify(row.content),
        row.operatorId,
        row.requestId,
        row.seedKey ?? null,
      ],
    );
    if (!created) return undefined;
    await db.query(
      `WITH sent AS (
         INSERT INTO member_messages (merchant_id, member_id, kind, title, content, broadcast_id)
         SELECT $1, m.id, 'internal', b.title, b.content, b.id
           FROM members m JOIN message_broadcasts b ON b.id = $2
          WHERE m.merchant_id = $1 AND m.type <> $3
            AND CASE b.audience WHEN 'member' THEN m.id = $4::bigint
                                WHEN 'label' THEN b.target = ANY(m.labels)
                                ELSE true END
         RETURNING 1
       )
       UPDATE message_broadcasts SET recipients = (SELECT count(*) FROM sent) WHERE id = $2`,
      [row.merchantId, created.id, TRIAL_TYPE, row.memberId],
    );
    return created.id;
  },

  byId: (id: string) => db.one<BroadcastRow>(select('WHERE b.id = $1'), [id]),

  async page(scope: BrandScope, audience: MessageAudience | null, pageNo: number, pageSize: number) {
    const where = `WHERE ${inScopeSql('b.merchant_id', 1)} AND ($2::text IS NULL OR b.audience = $2)`;
    const list = await db.query<BroadcastRow>(
      `${select(where)} ORDER BY b.sent_at DESC, b.id DESC LIMIT $3 OFFSET $4`,
      [scope, audience, pageSize, (pageNo - 1) * pageSize],
    );
    const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM message_broadcasts b ${where}`, [
      scope,
      audience,
    ]);
    return { list, total: count?.n ?? 0 };
  },

  /** A member of the brand who can read platform messages, by account (any case). */
  memberByAccount: (merchantId: number, account: string) =>
    db.one<{ id: string; account: string }>(
      `SELECT id::text AS id, account FROM members
        WHERE merchant_id = $1 AND lower(account) = lower($2) AND type <> $3`,
      [merchantId, account, TRIAL_TYPE],
    ),
});
