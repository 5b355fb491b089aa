import type { PromotionTerms } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { basisPoints, evaluate, type MemberProgress, nextCheckIn, type PromotionFacts } from './evaluate.ts';

const NOW = new Date('2025-06-10T12:00:00Z');
const DAY = 86_400_000;

const promotion = (terms: PromotionTerms, patch: Partial<PromotionFacts> = {}): PromotionFacts => ({
  id: '1',
  kind: terms.kind,
  startsAt: new Date(NOW.getTime() - DAY),
  endsAt: new Date(NOW.getTime() + DAY),
  enabled: true,
  eligibility: { vipMin: null, vipMax: null, labels: [], newMemberDays: null },
  terms,
  ...patch,
});

const progress = (patch: Partial<MemberProgress> = {}): MemberProgress => ({
  profile: { vipLevel: 1, labels: [], createdAt: new Date(NOW.getTime() - 30 * DAY) },
  application: null,
  windowDeposits: 0,
  windowValidBet: 0,
  rebated: 0,
  rebateClaims: 0,
  firstDeposit: null,
  firstClaimed: false,
  lastCheckIn: null,
  today: '2025-06-10',
  yesterday: '2025-06-09',
  todayValidBet: 0,
  joinedBase: null,
  drawn: 0,
  validTotal: 0,
  ...patch,
});

const BONUS: PromotionTerms = { kind: 'deposit-bonus', percentBp: 1000, maxBonus: 50_00, minDeposit: 100_00 };
const REBATE: PromotionTerms = { kind: 'rebate', rateBp: 80, minClaim: 1_00 };
const CHECK_IN: PromotionTerms = { kind: 'check-in', rewards: [1, 2, 3], minValidBet: 10 };
const RAFFLE: PromotionTerms = {
  kind: 'raffle',
  game: 'golden-egg',
  ticketsOnJoin: 1,
  validBetPerTicket: 100,
  maxTickets: 3,
  prizes: [
    { label: { EN: 'A' }, amount: 1, weight: 1 },
    { label: { EN: 'B' }, amount: 0, weight: 1 },
  ],
};

const stateOf = (terms: PromotionTerms, patch: Partial<MemberProgress> | null, facts: Partial<PromotionFacts> = {}) =>
  evaluate(promotion(terms, facts), patch === null ? null : progress(patch), NOW);

describe('the promotion state machine', () => {
  it('follows the schedule: Coming soon, then open, then Close; a visitor sees Join', () => {
    expect(stateOf(REBATE, null, { startsAt: new Date(NOW.getTime() + 1) }).state).toBe('Coming soon');
    expect(stateOf(REBATE, null).state).toBe('Join');
    expect(stateOf(REBATE, null, { endsAt: NOW }).state).toBe('Close');
    expect(stateOf(REBATE, null, { enabled: false }).state).toBe('Close');
  });

  it('keeps a member’s outcome on show after the end', () => {
    const ended = { endsAt: new Date(NOW.getTime() - 1) };
    expect(stateOf(BONUS, { application: 'issued' }, ended).state).toBe('Issued');
    expect(stateOf(BONUS, { application: 'applying' }, ended).state).toBe('Applying');
    expect(stateOf(BONUS, { application: 'rejected' }).state).toBe('Rejected');
  });

  it('deposit bonus: Process until the minimum is deposited, then Join with the bonus the terms give', () => {
    expect(stateOf(BONUS, { windowDeposits: 99_99 }).state).toBe('Process');
    expect(stateOf(BONUS, { windowDeposits: 300_00 })).toMatchObject({ state: 'Join', claimable: 30_00 });
    expect(stateOf(BONUS, { windowDeposits: 9_000_00 }).claimable).toBe(50_00);
  });

  it('rebate: rounds down and keeps the remainder of earlier claims out', () => {
    expect(stateOf(REBATE, { windowValidBet: 124 }).state).toBe('Process');
    expect(stateOf(REBATE, { windowValidBet: 200_00 })).toMatchObject({ state: 'Claim', claimable: 1_60 });
    expect(stateOf(REBATE, { windowValidBet: 200_00, rebated: 200_00, rebateClaims: 1 }).state).toBe('Claimed');
  });

  it('check-in: Process until the day’s bets, Claim with the run’s reward, Signed once done today', () => {
    expect(stateOf(CHECK_IN, { todayValidBet: 9 }).state).toBe('Process');
    expect(stateOf(CHECK_IN, { todayValidBet: 10 })).toMatchObject({ state: 'Claim', claimable: 1, streak: 1 });
    const yesterday = { lastCheckIn: { day: '2025-06-09', streak: 3 }, todayValidBet: 10 };
    expect(stateOf(CHECK_IN, yesterday)).toMatchObject({ claimable: 1, streak: 4 });
    expect(stateOf(CHECK_IN, { lastCheckIn: { day: '2025-06-10', streak: 2 } })).toMatchObject({
      state: 'Signed',
      streak: 2,
    });
    expect(nextCheckIn([5, 6], { lastCheckIn: { day: '2025-06-01', streak: 1 }, yesterday: '2025-06-09' })).toEqual({
      streak: 1,
      reward: 5,
    });
  });

  it('raffle: Join, then Claim while tickets last, Joined without; tickets capped', () => {
    expect(stateOf(RAFFLE, {}).state).toBe('Join');
    expect(stateOf(RAFFLE, { joinedBase: 50, validTotal: 50 })).toMatchObject({ state: 'Claim', tickets: 1 });
    expect(stateOf(RAFFLE, { joinedBase: 50, validTotal: 50, drawn: 1 }).state).toBe('Joined');
    expect(stateOf(RAFFLE, { joinedBase: 0, validTotal: 10_000, drawn: 1 }).tickets).toBe(2);
  });

  it('first deposit: Process, Claim, Claimed; Close for a deposit before the start', () => {
    const terms: PromotionTerms = { kind: 'first-deposit', percentBp: 5000, maxBonus: 100, minDeposit: 10 };
    expect(stateOf(terms, {}).state).toBe('Process');
    expect(stateOf(terms, { firstDeposit: { amount: 150, at: NOW } })).toMatchObject({ state: 'Claim', claimable: 75 });
    expect(stateOf(terms, { firstDeposit: { amount: 150, at: new Date(0) } }).state).toBe('Close');
    expect(stateOf(terms, { firstClaimed: true }, { endsAt: new Date(0), startsAt: new Date(-1) }).state).toBe(
      'Claimed',
    );
  });

  it('basis points never round up', () => {
    expect(basisPoints(199, 50)).toBe(0);
    expect(basisPoints(9_999_999_999_999, 300)).toBe(299_999_999_999);
  });
});
