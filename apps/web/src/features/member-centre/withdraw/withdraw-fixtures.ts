import type { Withdrawal } from '@arcadia/contracts';
import type { WithdrawSettings } from './withdraw-limits.tsx';

export const ACCOUNT = { id: '7', bankName: 'BPI', accountName: 'Juan Cruz', accountNumber: '********5678' };

/** Test-only: a member ready to withdraw (payment password set, one account) from ₱1,500.00. */
export const settingsFixture = (patch: Partial<WithdrawSettings> = {}): WithdrawSettings => ({
  limits: { minAmount: 100_00, maxAmount: 50_000_00, dailyCount: 5, usedToday: 1, autoReceiveMinutes: 30 },
  accounts: [ACCOUNT],
  hasPaymentPassword: true,
  mainBalance: 1_500_00,
  turnoverRemaining: 0,
  ...patch,
});

/** Test-only: a withdrawal as the server sends it (06:30 UTC is 14:30 on the brand's GMT+8 clock). */
export const withdrawalFixture = (patch: Partial<Withdrawal> = {}): Withdrawal => ({
  reference: 'W250301AAAAAA',
  amount: 200_00,
  state: 'requested',
  account: ACCOUNT,
  rejectReason: null,
  requestedAt: '2025-03-01T06:30:00.000Z',
  paidAt: null,
  confirmedAt: null,
  autoReceiveAt: null,
  hasProof: false,
  ...patch,
});

export const page = (list: Withdrawal[], totalPages = 1) => ({ list, total: list.length, totalPages });
