import type { MoneySettings, WinCap } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

const COLUMNS = `single_wallet AS "singleWallet", withdraw_min::float8 AS "withdrawMin", withdraw_max::float8 AS "withdrawMax",
  withdraw_daily_count AS "withdrawDailyCount", auto_receive_minutes AS "autoReceiveMinutes", transfer_min::float8 AS "transferMin",
  adjust_max::float8 AS "adjustMax", withdraw_two_approvals_over::float8 AS "withdrawTwoApprovalsOver",
  win_cap_multiple AS "stakeMultiple", win_cap_amount::float8 AS "maxWin"`;

/** A brand without a row gets these: one seamless wallet and modest limits. */
export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  singleWallet: true,
  withdrawMin: 100_00,
  withdrawMax: 50_000_00,
  withdrawDailyCount: 5,
  autoReceiveMinutes: 30,
  transferMin: 1_00,
  adjustMax: 50_000_00,
  withdrawTwoApprovalsOver: 10_000_00,
  winCap: { stakeMultiple: 10_000, maxWin: 1_000_000_00 },
  vendorWinCaps: {},
};

type Row = Omit<MoneySettings, 'winCap' | 'vendorWinCaps'> & WinCap;

/** The brand's wallet mode and money limits (minor units). */
export const moneySettingsRepo = (db: Db) => ({
  async read(merchantId: number): Promise<MoneySettings> {
    const row = await db.one<Row>(`SELECT ${COLUMNS} FROM merchant_money_settings WHERE merchant_id = $1`, [
      merchantId,
    ]);
    if (!row) return DEFAULT_MONEY_SETTINGS;
    const { stakeMultiple, maxWin, ...rest } = row;
    const vendors = await db.query<WinCap & { vendor: string }>(
      `SELECT vendor_code AS vendor, cap_multiple AS "stakeMultiple", cap_amount::float8 AS "maxWin"
         FROM merchant_vendor_win_caps WHERE merchant_id = $1 ORDER BY vendor_code`,
      [merchantId],
    );
    return {
      ...rest,
      winCap: { stakeMultiple, maxWin },
      vendorWinCaps: Object.fromEntries(vendors.map(({ vendor, ...cap }) => [vendor, cap])),
    };
  },

  /** The cap a vendor's wins meet at the brand: its own, else the brand's. */
  async winCap(merchantId: number, vendor: string): Promise<WinCap> {
    const row = await db.one<WinCap>(
      `SELECT COALESCE(v.cap_multiple, s.win_cap_multiple) AS "stakeMultiple",
              COALESCE(v.cap_amount, s.win_cap_amount)::float8 AS "maxWin"
         FROM merchant_money_settings s
         LEFT JOIN merchant_vendor_win_caps v ON v.merchant_id = s.merchant_id AND v.vendor_code = $2
        WHERE s.merchant_id = $1`,
      [merchantId, vendor],
    );
    return row ?? DEFAULT_MONEY_SETTINGS.winCap;
  },

  async write(merchantId: number, settings: MoneySettings) {
    await db.query(
      `INSERT INTO merchant_money_settings (merchant_id, single_wallet, withdraw_min, withdraw_max,
         withdraw_daily_count, auto_receive_minutes, transfer_min, adjust_max, withdraw_two_approvals_over,
         win_cap_multiple, win_cap_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (merchant_id) DO UPDATE SET single_wallet = $2, withdraw_min = $3, withdraw_max = $4,
         withdraw_daily_count = $5, auto_receive_minutes = $6, transfer_min = $7, adjust_max = $8,
         withdraw_two_approvals_over = $9, win_cap_multiple = $10, win_cap_amount = $11`,
      [
        merchantId,
        settings.singleWallet,
        settings.withdrawMin,
        settings.withdrawMax,
        settings.withdrawDailyCount,
        settings.autoReceiveMinutes,
        settings.transferMin,
        settings.adjustMax,
        settings.withdrawTwoApprovalsOver,
        settings.winCap.stakeMultiple,
        settings.winCap.maxWin,
      ],
    );
    await db.query('DELETE FROM merchant_vendor_win_caps WHERE merchant_id = $1', [merchantId]);
    for (const [vendor, cap] of Object.entries(settings.vendorWinCaps)) {
      await db.query(
        `INSERT INTO merchant_vendor_win_caps (merchant_id, vendor_code, cap_multiple, cap_amount)
         VALUES ($1, $2, $3, $4)`,
        [merchantId, vendor, cap.stakeMultiple, cap.maxWin],
      );
    }
  },

  /** Locks the brand's settings row until the transaction ends, so two changes apply one after the other. */
  lock: (merchantId: number) =>
    db.query('SELECT 1 FROM merchant_money_settings WHERE merchant_id = $1 FOR UPDATE', [merchantId]),
});
