import {
  type BodyOf,
  FEEDBACK_WORDS,
  feedbackContentProblem,
  type Language,
  type LocalizedText,
  type OpsFeedback,
  type sendFeedback,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { listScope } from '../approvals/brand-scope.ts';
import { writeToMember } from '../messages/notify.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { type FeedbackRow, feedbackRepo } from './feedback.repo.ts';

/** Accepted feedback per IP and brand an hour: anyone may send it, so the address is the only handle. */
export const FEEDBACK_PER_IP_PER_HOUR = 5;

/**
 * Takes feedback from anyone: the content must hold FEEDBACK_WORDS words (the
 * message names the bounds); then the address's hourly allowance is spent, so a
 * typo costs nothing. A member's feedback is tied to the member.
 */
export async function submitFeedback(
  deps: { db: Db; kv: Kv },
  input: BodyOf<typeof sendFeedback> & { merchantId: number; memberId: string | null; ip: string; lang: Language },
): Promise<{ id: string }> {
  const problem = feedbackContentProblem(input.content);
  if (problem) {
    const params = problem === 'content-words' ? { 0: FEEDBACK_WORDS.min, 1: FEEDBACK_WORDS.max } : undefined;
    throw new ValidationError([{ field: 'content', key: problem, ...(params ? { params } : {}) }]);
  }
  const sent = await deps.kv.incr(`feedback:${input.merchantId}:${input.ip}`, 3600);
  if (sent > FEEDBACK_PER_IP_PER_HOUR) throw new AppError('too-many-requests');
  const id = await feedbackRepo(deps.db).insert({
    merchantId: input.merchantId,
    memberId: input.memberId,
    questionType: input.questionType,
    content: input.content.trim(),
    contact: input.contact || null,
    language: input.lang,
    ip: input.ip,
  });
  return { id };
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

const view = (row: FeedbackRow): OpsFeedback => ({
  id: row.id,
  merchantCode: row.merchantCode,
  account: row.account,
  questionType: row.questionType,
  content: row.content,
  contact: row.contact,
  language: row.language,
  state: row.state,
  answer: row.answer,
  decidedBy: row.decidedBy,
  decidedAt: iso(row.decidedAt),
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function listFeedback(
  db: Db,
  operator: OperatorContext,
  query: { merchant?: string; state?: string; pageNo: number; pageSize: number },
) {
  const scope = await listScope(db, operator, 'members.support', query.merchant);
  const rows = await feedbackRepo(db).page({
    scope,
    state: query.state ?? null,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const total = Number(rows[0]?.total ?? 0);
  return { list: rows.map(view), total, totalPages: Math.ceil(total / query.pageSize) };
}

/** The title of an answer in platform messages, in every language. */
const ANSWER_TITLE: LocalizedText = {
  EN: 'Reply to your feedback',
  CN: '您的意见反馈已回复',
  VI: 'Phản hồi cho góp ý của bạn',
  JA: 'ご意見への回答',
  TH: 'ตอบกลับความคิดเห็นของคุณ',
  TY: 'Tugon sa iyong feedback',
};

/**
 * Answers or closes open feedback, once: the row is locked and must still be
 * open. A member's answer is put in their platform messages in the same
 * transaction as the answer and its audit row.
 */
export const decideFeedback = (db: Db, operator: OperatorContext, id: string, answer: string | null) =>
  db.tx(async (tx) => {
    const repo = feedbackRepo(tx);
    const row = await repo.forDecision(id, operator.brandsWith('members.support'));
    if (!row) throw new NotFoundError();
    if (row.state !== 'open') throw new AppError('invalid-state');
    await repo.decide(id, answer === null ? 'closed' : 'answered', answer, operator.id);
    if (answer !== null && row.memberId) {
      await writeToMember(tx, {
        merchantId: row.merchantId,
        memberId: row.memberId,
        title: ANSWER_TITLE,
        content: { EN: answer },
      });
    }
    await opsRepo(tx).audit(
      operator.id,
      answer === null ? 'feedback.close' : 'feedback.answer',
      `feedback:${id}`,
      { merchant: row.merchantCode, ...(answer === null ? {} : { answer }) },
      row.merchantId,
    );
    const after = await repo.byId(id);
    if (!after) throw new Error('feedback missing after decision');
    return view(after);
  });
