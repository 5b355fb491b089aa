import type { NoticeTemplate } from '@arcadia/contracts';
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
