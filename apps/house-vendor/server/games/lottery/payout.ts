import { LOTTERY_BET_DIGITS, type LotteryBetType, type LotteryPrize } from '@arcadia/contracts';
import { specialOf } from './prize-table.ts';

export interface Outcome {
  /** Matches counted: LO counts every prize number ending in the pick; DE and CANG3 are 0 or 1. */
  hits: number;
  /** What the ticket returns, stake included (0 for a loss), in minor units, rounded down. */
  payout: number;
}

/**
 * LO: the pick against the last two digits of every prize number, paid per match.
 * DE: the pick against the special prize's last two digits. CANG3: its last three.
 * `odds` are hundredths of the stake paid per match.
 */
export function ticketOutcome(
  bet: { betType: LotteryBetType; number: string; stake: number; odds: number },
  prizes: readonly LotteryPrize[],
): Outcome {
  const hits =
    bet.betType === 'LO'
      ? prizes.flatMap((prize) => prize.numbers).filter((n) => n.slice(-2) === bet.number).length
      : specialOf(prizes).slice(-LOTTERY_BET_DIGITS[bet.betType]) === bet.number
        ? 1
        : 0;
  return { hits, payout: Math.floor((bet.stake * bet.odds * hits) / 100) };
}

/** True when `number` is a pick the bet type accepts: exactly its digits. */
export const validPick = (betType: LotteryBetType, number: string) =>
  new RegExp(`^\\d{${LOTTERY_BET_DIGITS[betType]}}$`).test(number);
