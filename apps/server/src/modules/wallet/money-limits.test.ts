import type { MoneySettings } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { applyChange, splitChange } from './money-limits.ts';
import { DEFAULT_MONEY_SETTINGS } from './money-settings.repo.ts';

/** Which part of a money-settings change waits for a second operator. */

const before: MoneySettings = {
  ...DEFAULT_MONEY_SETTINGS,
  withdrawMin: 100_00,
  withdrawMax: 1_000_00,
  winCap: { stakeMultiple: 100, maxWin: 10_000_00 },
  vendorWinCaps: { ARC: { stakeMultiple: 10, maxWin: 1_000_00 } },
};

describe('splitChange', () => {
  it('keeps tightening and changes that are no limit for now, loosening for later', () => {
    const { now, later } = splitChange(before, {
      withdrawMax: 900_00,
      withdrawDailyCount: before.withdrawDailyCount + 1,
      adjustMax: before.adjustMax - 1,
      withdrawTwoApprovalsOver: before.withdrawTwoApprovalsOver + 1,
      transferMin: 1,
      singleWallet: false,
    });
    expect(now).toEqual({ withdrawMax: 900_00, adjustMax: before.adjustMax - 1, transferMin: 1, singleWallet: false });
    expect(later).toEqual({
      withdrawDailyCount: before.withdrawDailyCount + 1,
      withdrawTwoApprovalsOver: before.withdrawTwoApprovalsOver + 1,
    });
  });

  it('answers nothing to wait for when nothing loosens, and an unchanged value is no loosening', () => {
    expect(splitChange(before, { withdrawMax: before.withdrawMax })).toEqual({
      now: { withdrawMax: before.withdrawMax },
      later: null,
    });
    expect(splitChange(before, {})).toEqual({ now: {}, later: null });
  });

  it('takes a cap as one limit: either bound higher makes it wait whole', () => {
    const cap = { stakeMultiple: 50, maxWin: 20_000_00 };
    expect(splitChange(before, { winCap: cap }).later).toEqual({ winCap: cap });
    expect(splitChange(before, { winCap: { stakeMultiple: 50, maxWin: 5_000_00 } }).later).toBeNull();
  });

  it("compares a vendor's cap with what the vendor meets now, and its removal with the brand's cap", () => {
    const { now, later } = splitChange(before, {
      vendorWinCaps: { ARC: null, PG: { stakeMultiple: 5, maxWin: 100_00 }, JILI: { stakeMultiple: 500, maxWin: 1 } },
    });
    expect(now).toEqual({ vendorWinCaps: { PG: { stakeMultiple: 5, maxWin: 100_00 } } });
    expect(later).toEqual({ vendorWinCaps: { ARC: null, JILI: { stakeMultiple: 500, maxWin: 1 } } });
    expect(applyChange(before, { vendorWinCaps: { ARC: null } }).vendorWinCaps).toEqual({});
  });

  it('lets a raised minimum wait with the raised maximum it needs', () => {
    const { now, later } = splitChange(before, { withdrawMin: 2_000_00, withdrawMax: 3_000_00, transferMin: 5 });
    expect(now).toEqual({ transferMin: 5 });
    expect(later).toEqual({ withdrawMax: 3_000_00, withdrawMin: 2_000_00 });
  });
});
