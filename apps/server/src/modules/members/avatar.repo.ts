import type { Db } from '../../platform/db/db.ts';

export const avatarRepo = (db: Db) => ({
  /** Stores the image and flags the member; returns the new version time. */
  save: (memberId: string, mime: string, bytes: Uint8Array) =>
    db.tx(async (tx) => {
      const row = await tx.one<{ updatedAt: Date }>(
        `INSERT INTO member_avatars (member_id, mime, bytes) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET mime = EXCLUDED.mime, bytes = EXCLUDED.bytes, updated_at = now()
         RETURNING updated_at AS "updatedAt"`,
        [memberId, mime, bytes],
      );
      await tx.query('UPDATE members SET has_avatar = true WHERE id = $1', [memberId]);
      return row?.updatedAt ?? new Date();
    }),

  /** The image of a member of this brand, when one was uploaded. */
  find: (merchantId: number, memberId: string) =>
    db.one<{ mime: string; bytes: Uint8Array; updatedAt: Date }>(
      `SELECT a.mime, a.bytes, a.updated_at AS "updatedAt" FROM member_avatars a
       JOIN members m ON m.id = a.member_id
       WHERE a.member_id = $1 AND m.merchant_id = $2 AND m.has_avatar`,
      [memberId, merchantId],
    ),
});
