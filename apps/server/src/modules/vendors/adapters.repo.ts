import type { Db } from '../../platform/db/db.ts';

/** What the platform holds of a provider it has a contract with (migration 040). */
export interface AdapterRow {
  vendorCode: string;
  apiUrl: string;
  /** Where its game pages are served (migration 043); null: at apiUrl's origin. */
  playUrl: string | null;
  walletMode: 'seamless' | 'transfer';
  configuredAt: Date;
  syncedAt: Date | null;
}

const ADAPTER = `vendor_code AS "vendorCode", api_url AS "apiUrl", play_url AS "playUrl", wallet_mode AS "walletMode",
  configured_at AS "configuredAt", synced_at AS "syncedAt"`;

/** The only SQL of vendor adapters. */
export const adaptersRepo = (db: Db) => ({
  byCode: (code: string) => db.one<AdapterRow>(`SELECT ${ADAPTER} FROM vendor_adapters WHERE vendor_code = $1`, [code]),

  list: () => db.query<AdapterRow>(`SELECT ${ADAPTER} FROM vendor_adapters ORDER BY vendor_code`),

  /** Sets a provider's adapter (listing it on every brand that has it switched on). */
  put: (code: string, apiUrl: string, walletMode: AdapterRow['walletMode'], playUrl: string | null = null) =>
    db.one<AdapterRow>(
      `INSERT INTO vendor_adapters (vendor_code, api_url, wallet_mode, play_url) VALUES ($1, $2, $3, $4)
       ON CONFLICT (vendor_code) DO UPDATE SET api_url = EXCLUDED.api_url, wallet_mode = EXCLUDED.wallet_mode,
         play_url = EXCLUDED.play_url,
         configured_at = CASE WHEN (vendor_adapters.api_url, vendor_adapters.wallet_mode, vendor_adapters.play_url)
           IS DISTINCT FROM (EXCLUDED.api_url, EXCLUDED.wallet_mode, EXCLUDED.play_url)
           THEN now() ELSE vendor_adapters.configured_at END
       RETURNING ${ADAPTER}`,
      [code, apiUrl, walletMode, playUrl],
    ),

  remove: (code: string) => db.query('DELETE FROM vendor_adapters WHERE vendor_code = $1', [code]),

  synced: (code: string) => db.query('UPDATE vendor_adapters SET synced_at = now() WHERE vendor_code = $1', [code]),

  hasSecret: async (code: string) =>
    Boolean(await db.one('SELECT 1 FROM vendor_secrets WHERE vendor_code = $1', [code])),

  /** Writes a provider's signing secret, from the deployment's configuration (never from an operator). */
  putSecret: (code: string, secret: string) =>
    db.query(
      `INSERT INTO vendor_secrets (vendor_code, secret) VALUES ($1, $2)
       ON CONFLICT (vendor_code) DO UPDATE SET secret = EXCLUDED.secret WHERE vendor_secrets.secret <> EXCLUDED.secret`,
      [code, secret],
    ),
});
