import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/db.ts';

/** Demo money settings and deposit channels; amounts in minor units of the brand's currency. */
interface MoneySeed {
  singleWallet: boolean;
  withdrawMin: number;
  withdrawMax: number;
  withdrawDailyCount: number;
  autoReceiveMinutes: number;
  transferMin: number;
  adjustMax: number;
  withdrawTwoApprovalsOver: number;
  winCap: { stakeMultiple: number; maxWin: number };
  channels: ChannelSeed[];
}

interface ChannelSeed {
  code: string;
  kind: 'bank' | 'gateway';
  name: string;
  min: number;
  max: number;
  bank?: { bankName: string; accountName: string; accountNumber: string };
  gateway?: string;
}

const MONEY: Record<string, MoneySeed> = {
  // demo keeps a wallet per vendor (transfer in and out); beta is one seamless wallet.
  demo: {
    singleWallet: false,
    withdrawMin: 100_00,
    withdrawMax: 50_000_00,
    withdrawDailyCount: 5,
    autoReceiveMinutes: 30,
    transferMin: 1_00,
    adjustMax: 50_000_00,
    withdrawTwoApprovalsOver: 10_000_00,
    winCap: { stakeMultiple: 10_000, maxWin: 1_000_000_00 },
    channels: [
      { code: 'DEMOPAY', kind: 'gateway', name: 'ArcPay e-wallet', min: 50_00, max: 50_000_00, gateway: 'demo' },
      {
        code: 'BANK',
        kind: 'bank',
        name: 'Bank transfer',
        min: 100_00,
        max: 1_000_000_00,
        bank: { bankName: 'BDO Unibank', accountName: 'Arcadia Gaming Inc.', accountNumber: '001230045678' },
      },
    ],
  },
  beta: {
    singleWallet: true,
    withdrawMin: 50_000_00,
    withdrawMax: 500_000_000_00,
    withdrawDailyCount: 3,
    autoReceiveMinutes: 60,
    transferMin: 10_000_00,
    adjustMax: 500_000_000_00,
    withdrawTwoApprovalsOver: 100_000_000_00,
    winCap: { stakeMultiple: 10_000, maxWin: 10_000_000_000_00 },
    channels: [
      { code: 'DEMOPAY', kind: 'gateway', name: 'ArcPay', min: 20_000_00, max: 100_000_000_00, gateway: 'demo' },
      {
        code: 'BANK',
        kind: 'bank',
        name: 'Chuyển khoản ngân hàng',
        min: 50_000_00,
        max: 500_000_000_00,
        bank: { bankName: 'Vietcombank', accountName: 'Beta Play JSC', accountNumber: '0071000123456' },
      },
    ],
  },
};

/** Keyed inserts: a second run, or an operator's later change, is left alone. */
export async function seedMoney(db: Db, merchantId: number, brandCode: string): Promise<void> {
  const seed = MONEY[brandCode];
  if (!seed) return;
  await db.query(
    `INSERT INTO merchant_money_settings (merchant_id, single_wallet, withdraw_min, withdraw_max,
       withdraw_daily_count, auto_receive_minutes, transfer_min, adjust_max, withdraw_two_approvals_over,
       win_cap_multiple, win_cap_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
    [
      merchantId,
      seed.singleWallet,
      seed.withdrawMin,
      seed.withdrawMax,
      seed.withdrawDailyCount,
      seed.autoReceiveMinutes,
      seed.transferMin,
      seed.adjustMax,
      seed.withdrawTwoApprovalsOver,
      seed.winCap.stakeMultiple,
      seed.winCap.maxWin,
    ],
  );
  for (const [sort, channel] of seed.channels.entries()) {
    await db.query(
      `INSERT INTO deposit_channels (merchant_id, code, kind, name, min_amount, max_amount, sort,
         bank_name, account_name, account_number, gateway, secret)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
      [
        merchantId,
        channel.code,
        channel.kind,
        channel.name,
        channel.min,
        channel.max,
        sort,
        channel.bank?.bankName ?? null,
        channel.bank?.accountName ?? null,
        channel.bank?.accountNumber ?? null,
        channel.gateway ?? null,
        channel.gateway ? randomBytes(32).toString('hex') : null,
      ],
    );
  }
}
