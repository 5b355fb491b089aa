import type { Country, RegisterRule, Resource } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export interface WhitelabelRow {
  modId: string;
  parentId: string | null;
  enabled: boolean;
}

export const systemRepo = (db: Db) => ({
  whitelabelRows: (merchantId: number) =>
    db.query<WhitelabelRow>(
      `SELECT mod_id AS "modId", parent_id AS "parentId", enabled FROM whitelabel_nodes
       WHERE merchant_id = $1 ORDER BY sort`,
      [merchantId],
    ),

  registerRules: (merchantId: number) =>
    db.query<RegisterRule>(
      `SELECT key, enabled, required, pattern_id AS "patternId", min_length AS "minLength",
              max_length AS "maxLength", accepted_pattern AS "acceptedPattern"
       FROM register_rules WHERE merchant_id = $1 ORDER BY sort`,
      [merchantId],
    ),

  resources: (merchantId: number) =>
    db.query<Resource>(
      `SELECT resource_type AS "resourceType", url, qr_code_url AS "qrCodeUrl"
       FROM resources WHERE merchant_id = $1 ORDER BY resource_type`,
      [merchantId],
    ),

  /** Sets one app or social resource of a brand (operator API). */
  saveResource: (merchantId: number, type: string, url: string, qrCodeUrl: string | null) =>
    db.query(
      `INSERT INTO resources (merchant_id, resource_type, url, qr_code_url) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, resource_type) DO UPDATE SET url = EXCLUDED.url, qr_code_url = EXCLUDED.qr_code_url`,
      [merchantId, type, url, qrCodeUrl],
    ),

  deleteResource: async (merchantId: number, type: string) =>
    (
      await db.query('DELETE FROM resources WHERE merchant_id = $1 AND resource_type = $2 RETURNING resource_type', [
        merchantId,
        type,
      ])
    ).length > 0,

  customerServices: (merchantId: number) =>
    db.query<{ csType: number; path: string }>(
      'SELECT cs_type AS "csType", path FROM customer_services WHERE merchant_id = $1 ORDER BY cs_type',
      [merchantId],
    ),

  countries: () =>
    db.query<Country>(
      'SELECT country_code AS "countryCode", dialing_code AS "countryDialingCode" FROM countries ORDER BY sort, country_code',
    ),
});
