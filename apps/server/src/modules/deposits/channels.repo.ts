import type { Db } from '../../platform/db/db.ts';

export interface ChannelRow {
  id: number;
  code: string;
  kind: 'bank' | 'gateway';
  name: string;
  minAmount: number;
  maxAmount: number;
  enabled: boolean;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  gateway: string | null;
  secret: string | null;
}

const SELECT = `SELECT id, code, kind, name, min_amount::float8 AS "minAmount", max_amount::float8 AS "maxAmount",
  enabled, bank_name AS "bankName", account_name AS "accountName", account_number AS "accountNumber",
  gateway, secret FROM deposit_channels`;

export const channelsRepo = (db: Db) => ({
  /** The brand's open channels in the order the brand set. */
  enabled: (merchantId: number) =>
    db.query<ChannelRow>(`${SELECT} WHERE merchant_id = $1 AND enabled ORDER BY sort, id`, [merchantId]),

  byCode: (merchantId: number, code: string) =>
    db.one<ChannelRow>(`${SELECT} WHERE merchant_id = $1 AND code = $2`, [merchantId, code]),
});
