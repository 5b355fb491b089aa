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

  /** Enabled channels of any brand whose adapter is one of `gateways` (the production start check). */
  enabledUsing: (gateways: readonly string[]) =>
    db.query<{ merchant: string; channel: string; gateway: string }>(
      `SELECT m.code AS merchant, c.code AS channel, c.gateway FROM deposit_channels c
       JOIN merchants m ON m.id = c.merchant_id
       WHERE c.enabled AND c.gateway = ANY($1::text[]) ORDER BY m.code, c.code`,
      [gateways],
    ),
});
