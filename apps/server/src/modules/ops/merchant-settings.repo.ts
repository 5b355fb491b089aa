import type { MerchantSettings } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { lookOf } from '../../platform/tenancy.ts';

export const merchantSettingsRepo = (db: Db) => ({
  read: (code: string) =>
    db
      .one<{ id: number } & MerchantSettings>(
        `SELECT id, json_build_object('on', maintenance_on, 'endTime',
                to_char(maintenance_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS maintenance,
              blocked_countries AS "blockedCountries", blocked_ip_ranges AS "blockedIpRanges",
              (SELECT path FROM customer_services c WHERE c.merchant_id = m.id AND cs_type = 3) AS "liveChatUrl",
              look
       FROM merchants m WHERE code = $1`,
        [code],
      )
      .then((row) => row && { ...row, look: lookOf(row.look) }),

  switches: async (merchantId: number) => {
    const rows = await db.query<{ modId: string; enabled: boolean }>(
      'SELECT mod_id AS "modId", enabled FROM whitelabel_nodes WHERE merchant_id = $1 ORDER BY sort',
      [merchantId],
    );
    return Object.fromEntries(rows.map((row) => [row.modId, row.enabled]));
  },

  write: (merchantId: number, settings: MerchantSettings) =>
    db.query(
      `UPDATE merchants SET maintenance_on = $2, maintenance_end = $3, blocked_countries = $4, blocked_ip_ranges = $5,
         look = $6
       WHERE id = $1`,
      [
        merchantId,
        settings.maintenance.on,
        settings.maintenance.endTime,
        settings.blockedCountries,
        settings.blockedIpRanges,
        JSON.stringify(settings.look),
      ],
    ),

  setLiveChat: async (merchantId: number, url: string | null) => {
    if (url === null)
      await db.query('DELETE FROM customer_services WHERE merchant_id = $1 AND cs_type = 3', [merchantId]);
    else
      await db.query(
        `INSERT INTO customer_services (merchant_id, cs_type, path) VALUES ($1, 3, $2)
         ON CONFLICT (merchant_id, cs_type) DO UPDATE SET path = EXCLUDED.path`,
        [merchantId, url],
      );
  },

  setSwitch: (merchantId: number, modId: string, enabled: boolean) =>
    db.query('UPDATE whitelabel_nodes SET enabled = $3 WHERE merchant_id = $1 AND mod_id = $2', [
      merchantId,
      modId,
      enabled,
    ]),
});
