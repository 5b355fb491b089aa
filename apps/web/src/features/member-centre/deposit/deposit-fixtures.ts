import type { DepositOrder } from '@arcadia/contracts';

/** Test-only: the demo brand's two channels. */
export const CHANNELS = [
  { code: 'DEMOPAY', kind: 'gateway', name: 'ArcPay e-wallet', minAmount: 50_00, maxAmount: 50_000_00 },
  { code: 'BANK', kind: 'bank', name: 'Bank transfer', minAmount: 100_00, maxAmount: 1_000_000_00 },
] as const;

export const BANK = { bankName: 'BDO Unibank', accountName: 'Arcadia Gaming Inc.', accountNumber: '001230045678' };

/** Test-only: a deposit order as the server sends it (06:30 UTC is 14:30 on the brand's GMT+8 clock). */
export const orderFixture = (patch: Partial<DepositOrder> = {}): DepositOrder => ({
  reference: 'D250301K7M2QX',
  channelCode: 'DEMOPAY',
  channelName: 'ArcPay e-wallet',
  kind: 'gateway',
  amount: 500_00,
  state: 'pending',
  hasProof: false,
  bank: null,
  payUrl: null,
  createdAt: '2025-03-01T06:30:00.000Z',
  updatedAt: '2025-03-01T06:30:00.000Z',
  ...patch,
});

export const bankOrder = (patch: Partial<DepositOrder> = {}) =>
  orderFixture({
    reference: 'D250301BANK01',
    channelCode: 'BANK',
    channelName: 'Bank transfer',
    kind: 'bank',
    amount: 1_000_00,
    bank: BANK,
    ...patch,
  });

export const page = (list: DepositOrder[], totalPages = 1) => ({ list, total: list.length, totalPages });
