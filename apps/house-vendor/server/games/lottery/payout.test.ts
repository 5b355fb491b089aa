import type { LotteryPrize } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { ticketOutcome, validPick } from './payout.ts';

// A northern table whose numbers end in 45 three times (special, g4, g7) and the special ends in 345.
const prizes: LotteryPrize[] = [
  { tier: 'special', numbers: ['12345'] },
  { tier: 'g1', numbers: ['00001'] },
  { tier: 'g2', numbers: ['11111', '22222'] },
  { tier: 'g3', numbers: ['30000', '30001', '30002', '30003', '30004', '30005'] },
  { tier: 'g4', numbers: ['9945', '4000', '4001', '4002'] },
  { tier: 'g5', numbers: ['5000', '5001', '5002', '5003', '5004', '5005'] },
  { tier: 'g6', numbers: ['600', '601', '602'] },
  { tier: 'g7', numbers: ['45', '70', '71', '72'] },
];

describe('ticket payouts', () => {
  it('LO pays per prize number ending in the pick', () => {
    expect(ticketOutcome({ betType: 'LO', number: '45', stake: 1000, odds: 350 }, prizes)).toEqual({
      hits: 3,
      payout: 10_500,
    });
  });

  it('LO counts every tier, a lost pick pays 0', () => {
    const hits01 = ['00001', '30001', '4001', '5001', '601'].length;
    expect(ticketOutcome({ betType: 'LO', number: '01', stake: 100, odds: 350 }, prizes)).toEqual({
      hits: hits01,
      payout: 1750,
    });
    expect(ticketOutcome({ betType: 'LO', number: '99', stake: 100, odds: 350 }, prizes)).toEqual({
      hits: 0,
      payout: 0,
    });
  });

  it("DE pays only on the special prize's last two digits", () => {
    expect(ticketOutcome({ betType: 'DE', number: '45', stake: 1000, odds: 9500 }, prizes)).toEqual({
      hits: 1,
      payout: 95_000,
    });
    // 70 is a g7 number, not the special: DE loses where LO would win.
    expect(ticketOutcome({ betType: 'DE', number: '70', stake: 1000, odds: 9500 }, prizes).payout).toBe(0);
  });

  it("CANG3 pays on the special prize's last three digits", () => {
    expect(ticketOutcome({ betType: 'CANG3', number: '345', stake: 100, odds: 95000 }, prizes)).toEqual({
      hits: 1,
      payout: 95_000,
    });
    expect(ticketOutcome({ betType: 'CANG3', number: '245', stake: 100, odds: 95000 }, prizes).payout).toBe(0);
  });

  it('round a fractional payout down to the minor unit', () => {
    expect(ticketOutcome({ betType: 'LO', number: '45', stake: 333, odds: 350 }, prizes).payout).toBe(3496);
  });

  it('accept picks with exactly the digits of the bet type', () => {
    expect(validPick('LO', '07')).toBe(true);
    expect(validPick('DE', '7')).toBe(false);
    expect(validPick('DE', '123')).toBe(false);
    expect(validPick('CANG3', '007')).toBe(true);
    expect(validPick('CANG3', '07')).toBe(false);
  });
});
