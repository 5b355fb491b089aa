/**
 * What every e-lottery bet type states, and how a winning bet is paid. Odds are decimal and in
 * integer hundredths of the stake, stake included (196 returns 1.96× the stake), so a payout is
 * integer arithmetic on minor units: floor(stake × odds / 100).
 *
 * Chances are counted exactly (outcomes that win out of all outcomes, as bigint where the counts
 * pass 2^53) and only the figures a page shows are turned into doubles, once, from the counts.
 */

export interface Pay {
  /** What the bet must hit to be paid these odds: 1 for a plain win; a count (dice showing the face, keno hits) where several levels pay. */
  level: number;
  /** Decimal odds in hundredths, stake included. */
  odds: number;
  /** The exact chance of this level in one draw, as the nearest double. */
  chance: number;
}

export interface BetType<K extends string = string> {
  /** Stable and machine-readable (`sum-11`, `big`, `triple-any`): stored on tickets, never renamed. */
  key: K;
  name: string;
  /** Bet types shown and reported together (a tab on a page, a line of a simulation report). */
  family: string;
  /** Every level that pays; any other level loses the stake. */
  pays: readonly Pay[];
  /** The exact return to player, Σ ways × odds / (outcomes × 100), as the nearest double. */
  rtp: number;
}

/**
 * The one RTP target of the fixed-odds bets, in percent: each is priced at the largest hundredth
 * that keeps it at or under 97% (oddsAtTarget). One margin on every bet, so none is a sucker bet;
 * 3% sits between the house slots (~96%) and baccarat (~98.9%), near sic bo's big/small (97.2%),
 * and leaves room for the operator's share on a game drawn 1,440 times a day. Rounding down to a
 * hundredth costs a bet at most odds' last step: even-money bets land at 96.5–97%.
 */
export const TARGET_RTP = 97;

/** One paying level as counted: `ways` of the game's equally likely outcomes reach it. */
export interface CountedPay {
  level: number;
  odds: number;
  ways: bigint;
}

/** A bet type from its counted levels, out of `of` equally likely outcomes. */
export function betType<K extends string>(
  key: K,
  name: string,
  family: string,
  of: bigint,
  pays: readonly CountedPay[],
): BetType<K> {
  const returned = pays.reduce((sum, pay) => sum + pay.ways * BigInt(pay.odds), 0n);
  return {
    key,
    name,
    family,
    pays: pays.map(({ level, odds, ways }) => ({ level, odds, chance: ratio(ways, of) })),
    rtp: ratio(returned, of * 100n),
  };
}

/** num / den as a double; both are exact integers, so this is the only rounding. */
export const ratio = (num: bigint, den: bigint) => Number(num) / Number(den);

/**
 * The largest odds (hundredths) that keep a bet at or under `targetPercent` RTP: the book's
 * pricing rule, ways × odds ≤ target × of. A bet with a less round chance lands a little under.
 */
export const oddsAtTarget = (ways: bigint, of: bigint, targetPercent: number) =>
  Number((BigInt(targetPercent) * of) / ways);

/** What a winning stake (minor units) returns at `odds`, rounded down to the minor unit. */
export const payout = (stake: number, odds: number) => Math.floor((stake * odds) / 100);

/** What a bet returns when the draw put it at `level`: its odds there, or 0 (the stake is lost). */
export function payAt(row: BetType, level: number, stake: number) {
  for (const pay of row.pays) if (pay.level === level) return payout(stake, pay.odds);
  return 0;
}

/** No picks: shared, so a bet without faces, digits or spots allocates nothing as it is settled. */
export const NO_PICKS: readonly number[] = Object.freeze([]);

/** A game as the lobby, the server's scheduler and a bet slip see it. */
export interface GameInfo {
  code: 'k3' | '5d' | 'keno';
  category: 'ELOTT';
  name: string;
  /** A draw every this many seconds. */
  drawSeconds: number;
  /** Stake limits per bet, in minor units of the player's currency. */
  minStake: number;
  maxStake: number;
  /** The stated RTP: the lowest and highest exact RTP over the game's bet types. */
  rtp: { min: number; max: number };
}

export const rtpRange = (rows: readonly BetType[]) => ({
  min: Math.min(...rows.map((row) => row.rtp)),
  max: Math.max(...rows.map((row) => row.rtp)),
});

/** A key → bet type lookup, refusing to build when two rows share a key. */
export function byKey<K extends string>(rows: readonly BetType<K>[]): ReadonlyMap<K, BetType<K>> {
  const map = new Map(rows.map((row) => [row.key, row]));
  if (map.size !== rows.length) throw new Error('e-lottery: two bet types share a key');
  return map;
}
