import type { MoneySettings } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

const COLUMNS = `single_wallet AS "singleWallet", withdraw_min::float8 AS "withdrawMin", withdraw_max::float8 AS "withdrawMax",
  withdraw_daily_count AS "withdrawDailyCount", auto_receive_minutes AS "autoReceiveMinutes", transfer_min::float8 AS "transferMin"`;

/** A brand without a row gets these: one seamless wallet and modest limits. */
export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  singleWallet: true,
  withdrawMin: 100_00,
  withdrawMax: 50_000_00,
  withdrawDailyCount: 5,
  autoReceiveMinutes: 30,
  transferMin: 1_00,
};

/** The brand's wallet mode and money limits (minor units). */
export const moneySettingsRepo = (db: Db) => ({
  async read(merchantId: number): Promise<MoneySettings> {
    const row = await db.one<MoneySettings>(`SELECT ${COLUMNS} FROM merchant_money_settings WHERE merchant_id = $1`, [
      merchantId,
    ]);
    return row ?? DEFAULT_MONEY_SETTINGS;
  },

  write: (merchantId: number, settings: MoneySettings) =>
    db.query(
      `INSERT INTO merchant_money_settings (merchant_id, single_wallet, withdraw_min, withdraw_max,
         withdraw_daily_count, auto_receive_minutes, transfer_min)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant_id) DO UPDATE SET single_wallet = $2, withdraw_min = $3, withdraw_max = $4,
         withdraw_daily_count = $5, auto_receive_minutes = $6, transfer_min = $7`,
      [
        merchantId,
        settings.singleWallet,
        settings.withdrawMin,
        settings.withdrawMax,
        settings.withdrawDailyCount,
        settings.autoReceiveMinutes,
        settings.transferMin,
      ],
    ),
});
