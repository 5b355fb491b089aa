import type { Eligibility, IneligibleReason, PromotionState, PromotionTerms } from '@arcadia/contracts';

/**
 * The state machine of promotions (contracts endpoints/promotions.ts), as a pure function
 * of the promotion, what the member has done, and the time. Every claim re-evaluates
 * under the member's lock, so what the page offered is what the claim pays.
 */

export interface PromotionFacts {
  id: string;
  kind: PromotionTerms['kind'];
  startsAt: Date;
  endsAt: Date;
  enabled: boolean;
  eligibility: Eligibility;
  terms: PromotionTerms;
}

export interface MemberProfile {
  vipLevel: number;
  labels: string[];
  createdAt: Date;
}

/** What the member has done, for one promotion. */
export interface MemberProgress {
  profile: MemberProfile;
  /** Deposit bonus: the application's state. */
  application: 'applying' | 'issued' | 'rejected' | null;
  /** Credited deposits on the promotion's days (deposit bonus). */
  windowDeposits: number;
  /** Valid bets on the promotion's days (rebate), and what earlier claims rebated. */
  windowValidBet: number;
  rebated: number;
  rebateClaims: number;
  /** First deposit: the member's first credited deposit, and whether it was claimed. */
  firstDeposit: { amount: number; at: Date } | null;
  firstClaimed: boolean;
  /** Check-in: the last day signed (brand day) with its run length; today's valid bets. */
  lastCheckIn: { day: string; streak: number } | null;
  today: string;
  yesterday: string;
  todayValidBet: number;
  /** Raffle: valid bets at joining (null: not joined), tickets drawn, valid bets ever. */
  joinedBase: number | null;
  drawn: number;
  validTotal: number;
}

export interface Evaluation {
  state: PromotionState;
  ineligible: IneligibleReason | null;
  /** Money to claim now. */
  claimable: number;
  /** Raffle tickets to draw. */
  tickets: number;
  /** Check-in: the run of days including today once signed, or the day today's check-in would be. */
  streak: number;
}

const DAY_MS = 86_400_000;

/** Why the member is not admitted, or null. */
export function ineligibility(rule: Eligibility, profile: MemberProfile, now: Date): IneligibleReason | null {
  if (rule.vipMin !== null && profile.vipLevel < rule.vipMin) return 'vip';
  if (rule.vipMax !== null && profile.vipLevel > rule.vipMax) return 'vip';
  if (rule.labels.length > 0 && !rule.labels.some((label) => profile.labels.includes(label))) return 'label';
  if (rule.newMemberDays !== null && now.getTime() - profile.createdAt.getTime() > rule.newMemberDays * DAY_MS) {
    return 'new-member';
  }
  return null;
}

/** Part of an amount in basis points, rounded down (money never rounds up in the member's favour or against the books). */
export const basisPoints = (amount: number, bp: number) => Number((BigInt(Math.max(0, amount)) * BigInt(bp)) / 10_000n);

const none = (state: PromotionState, extra: Partial<Evaluation> = {}): Evaluation => ({
  state,
  ineligible: null,
  claimable: 0,
  tickets: 0,
  streak: 0,
  ...extra,
});

/** The check-in a member would make today: the day of the run, and its reward. */
export function nextCheckIn(rewards: readonly number[], progress: Pick<MemberProgress, 'lastCheckIn' | 'yesterday'>) {
  const last = progress.lastCheckIn;
  const streak = last && last.day === progress.yesterday ? last.streak + 1 : 1;
  return { streak, reward: rewards[(streak - 1) % rewards.length] ?? 0 };
}

/** Raffle tickets earned so far, less those drawn. */
export function ticketsLeft(terms: Extract<PromotionTerms, { kind: 'raffle' }>, progress: MemberProgress): number {
  if (progress.joinedBase === null) return 0;
  const played = Math.max(0, progress.validTotal - progress.joinedBase);
  const earned = terms.ticketsOnJoin + (terms.validBetPerTicket > 0 ? Math.floor(played / terms.validBetPerTicket) : 0);
  return Math.max(0, Math.min(terms.maxTickets, earned) - progress.drawn);
}

/** The member's outcome that stays on show whatever the schedule says. */
function outcome(promotion: PromotionFacts, progress: MemberProgress): PromotionState | null {
  if (promotion.kind === 'deposit-bonus' && progress.application) {
    return ({ applying: 'Applying', issued: 'Issued', rejected: 'Rejected' } as const)[progress.application];
  }
  if (promotion.kind === 'first-deposit' && progress.firstClaimed) return 'Claimed';
  return null;
}

/** The state a visitor (null progress) or a member sees now. */
export function evaluate(promotion: PromotionFacts, progress: MemberProgress | null, now: Date): Evaluation {
  const shown = progress ? outcome(promotion, progress) : null;
  if (shown) return none(shown);
  if (now < promotion.startsAt) return none('Coming soon');
  if (now >= promotion.endsAt || !promotion.enabled) return none('Close');
  if (!progress) return none('Join');
  const ineligible = ineligibility(promotion.eligibility, progress.profile, now);
  if (ineligible) return none('Close', { ineligible });
  return open(promotion.terms, promotion.startsAt, progress);
}

function open(terms: PromotionTerms, startsAt: Date, progress: MemberProgress): Evaluation {
  switch (terms.kind) {
    case 'deposit-bonus': {
      // minDeposit 0: an application that needs no deposit (the operator then sets the amount).
      const ready = progress.windowDeposits >= terms.minDeposit;
      return none(ready ? 'Join' : 'Process', {
        claimable: ready ? Math.min(terms.maxBonus, basisPoints(progress.windowDeposits, terms.percentBp)) : 0,
      });
    }
    case 'first-deposit': {
      const first = progress.firstDeposit;
      if (!first) return none('Process');
      const amount = Math.min(terms.maxBonus, basisPoints(first.amount, terms.percentBp));
      // A first deposit made before the promotion, or too small, is not this promotion's.
      if (first.at < startsAt || first.amount < terms.minDeposit || amount < 1) return none('Close');
      return none('Claim', { claimable: amount });
    }
    case 'rebate': {
      const amount = basisPoints(progress.windowValidBet - progress.rebated, terms.rateBp);
      if (amount >= terms.minClaim) return none('Claim', { claimable: amount });
      return none(progress.rebateClaims > 0 ? 'Claimed' : 'Process');
    }
    case 'check-in': {
      if (progress.lastCheckIn?.day === progress.today) return none('Signed', { streak: progress.lastCheckIn.streak });
      const next = nextCheckIn(terms.rewards, progress);
      if (progress.todayValidBet < terms.minValidBet) return none('Process', { streak: next.streak });
      return none('Claim', { claimable: next.reward, streak: next.streak });
    }
    case 'raffle': {
      if (progress.joinedBase === null) return none('Join');
      const tickets = ticketsLeft(terms, progress);
      return none(tickets > 0 ? 'Claim' : 'Joined', { tickets });
    }
  }
}
