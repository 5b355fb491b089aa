import type { LocalizedText, NoticeTemplate } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

/** A notice's parameters: names of the placeholders in its template, with their values. */
export type NoticeParams = Record<string, string | number>;

/**
 * Puts a system notice in a member's platform messages. Call it inside the transaction
 * of the change it tells of, so the member hears of exactly what happened: a rolled-back
 * deposit sends nothing.
 */
export async function notify(
  db: Db,
  notice: { merchantId: number; memberId: string; template: NoticeTemplate; params?: NoticeParams },
): Promise<void> {
  await db.query(
    `INSERT INTO member_messages (merchant_id, member_id, kind, template, params)
     VALUES ($1, $2, 'system', $3, $4::jsonb)`,
    [notice.merchantId, notice.memberId, notice.template, JSON.stringify(notice.params ?? {})],
  );
}

/**
 * Puts a message written by a person (an operator's answer, say) in one member's platform
 * messages: its title and text per language, read in the member's language or English.
 */
export async function writeToMember(
  db: Db,
  message: { merchantId: number; memberId: string; title: LocalizedText; content: LocalizedText },
): Promise<void> {
  await db.query(
    `INSERT INTO member_messages (merchant_id, member_id, kind, title, content)
     VALUES ($1, $2, 'internal', $3::jsonb, $4::jsonb)`,
    [message.merchantId, message.memberId, JSON.stringify(message.title), JSON.stringify(message.content)],
  );
}
