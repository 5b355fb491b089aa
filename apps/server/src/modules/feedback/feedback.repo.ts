import type { FeedbackQuestionType } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from '../approvals/brand-scope.ts';

export interface FeedbackRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  memberId: string | null;
  account: string | null;
  questionType: FeedbackQuestionType;
  content: string;
  contact: string | null;
  language: string;
  state: 'open' | 'answered' | 'closed';
  answer: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

const SELECT = `SELECT f.id::text AS id, f.merchant_id AS "merchantId", m.code AS "merchantCode",
    f.member_id::text AS "memberId", mb.account, f.question_type AS "questionType", f.content, f.contact, f.language,
    f.state, f.answer, o.username AS "decidedBy", f.decided_at AS "decidedAt", f.created_at AS "createdAt"
  FROM feedback f
  JOIN merchants m ON m.id = f.merchant_id
  LEFT JOIN members mb ON mb.id = f.member_id
  LEFT JOIN operators o ON o.id = f.decided_by`;

/** The only SQL of feedback. */
export const feedbackRepo = (db: Db) => ({
  insert: async (row: {
    merchantId: number;
    memberId: string | null;
    questionType: FeedbackQuestionType;
    content: string;
    contact: string | null;
    language: string;
    ip: string;
  }) => {
    const inserted = await db.one<{ id: string }>(
      `INSERT INTO feedback (merchant_id, member_id, question_type, content, contact, language, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
      [row.merchantId, row.memberId, row.questionType, row.content, row.contact, row.language, row.ip],
    );
    if (!inserted) throw new Error('feedback not inserted');
    return inserted.id;
  },

  /** Open feedback oldest first (the queue), then the rest newest first. */
  page: (filter: { scope: BrandScope; state: string | null; limit: number; offset: number }) =>
    db.query<FeedbackRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM (${SELECT}) f WHERE ${inScopeSql('f."merchantId"', 1)} AND ($2::text IS NULL OR f.state = $2)
       ORDER BY (f.state = 'open') DESC,
         CASE WHEN f.state = 'open' THEN f."createdAt" END ASC, f."createdAt" DESC, f.id::bigint DESC
       LIMIT $3 OFFSET $4`,
      [filter.scope, filter.state, filter.limit, filter.offset],
    ),

  /** One row of a brand in scope, locked for a decision. */
  forDecision: (id: string, scope: BrandScope) =>
    db.one<FeedbackRow>(`${SELECT} WHERE f.id = $1 AND ${inScopeSql('f.merchant_id', 2)} FOR UPDATE OF f`, [id, scope]),

  byId: (id: string) => db.one<FeedbackRow>(`${SELECT} WHERE f.id = $1`, [id]),

  decide: (id: string, state: 'answered' | 'closed', answer: string | null, operatorId: number) =>
    db.query(
      `UPDATE feedback SET state = $2, answer = $3, decided_by = $4, decided_at = now() WHERE id = $1 AND state = 'open'`,
      [id, state, answer, operatorId],
    ),
});
