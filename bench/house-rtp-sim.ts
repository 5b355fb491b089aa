// House games' simulated RTP, for bench/house-rtp.mjs (run as
// `node --import tsx bench/house-rtp-sim.ts <rounds> <job>=<seed> …`): plays `rounds` rounds of each
// job with the game's own engine on FastRandom (xoshiro128**, games/fair/random.ts: the engines'
// seeded simulation generator) and prints one JSON line of rows per job: the stated RTP (the game's
// declared constant), the exact one where the engine computes it, the measured RTP and the standard
// error of a round's payout ratio.
import { LOTTERY_BET_DIGITS, LOTTERY_BET_TYPES } from '@arcadia/contracts';
import { exactEdges } from '../apps/house-vendor/games/baccarat/edge.ts';
import { shuffle } from '../apps/house-vendor/games/baccarat/fair.ts';
import { RTP as BACCARAT_RTP, BET_SPOTS, returnOf, STATED_RTP } from '../apps/house-vendor/games/baccarat/payouts.ts';
import { dealShoe } from '../apps/house-vendor/games/baccarat/shoe.ts';
import * as fiveD from '../apps/house-vendor/games/elottery/five-d.ts';
import * as k3 from '../apps/house-vendor/games/elottery/k3.ts';
import * as keno from '../apps/house-vendor/games/elottery/keno.ts';
import {
  fiveDMixes,
  k3Mixes,
  kenoMixes,
  simulate as simulateDraws,
} from '../apps/house-vendor/games/elottery/simulate.ts';
import { FastRandom } from '../apps/house-vendor/games/fair/random.ts';
import { GAME as CRASH } from '../apps/house-vendor/games/originals/crash.ts';
import { GAME as DICE } from '../apps/house-vendor/games/originals/dice.ts';
import type { OriginalCode, OriginalGame } from '../apps/house-vendor/games/originals/game.ts';
import { GAME as MINES } from '../apps/house-vendor/games/originals/mines.ts';
import { GAME as PLINKO } from '../apps/house-vendor/games/originals/plinko.ts';
import { STRATEGIES, simulate as simulateOriginal } from '../apps/house-vendor/games/originals/simulate.ts';
import { exactRtp as slotExactRtp } from '../apps/house-vendor/games/slots/exact-rtp.ts';
import { play } from '../apps/house-vendor/games/slots/play.ts';
import { TITLES, type TitleCode } from '../apps/house-vendor/games/slots/titles.ts';
import { betTypeRtp, statedRtp, VIETNAM_GAMES } from '../apps/house-vendor/server/games/lottery/games.ts';
import { ticketOutcome } from '../apps/house-vendor/server/games/lottery/payout.ts';
import { drawPrizes } from '../apps/house-vendor/server/games/lottery/prize-table.ts';

export interface Row {
  game: string;
  /** The bet type, spot or strategy mix the row measures. */
  item: string;
  stated: number;
  /** Where the stated figure comes from. */
  statedFrom: string;
  exact: number | null;
  rtp: number;
  /** Of rtp: the sample standard deviation of a round's payout / stake over √rounds. */
  se: number;
  rounds: number;
  /** A second standard error, where rounds are not independent (baccarat: hands of one shoe). */
  clusterSe?: number;
  note?: string;
}

/** Sums of a round's payout ratio and its square: the mean and its standard error. */
class Moments {
  sum = 0;
  squares = 0;
  n = 0;
  add(x: number) {
    this.sum += x;
    this.squares += x * x;
    this.n += 1;
  }
  get mean() {
    return this.sum / this.n;
  }
  get se() {
    const mean = this.mean;
    return Math.sqrt(Math.max(0, this.squares / this.n - mean * mean) / this.n);
  }
}

/** Slots: play() is the call the vendor's spin service pays (free spins and the pick board in round.win). */
function slot(code: TitleCode, rounds: number, seed: number): Row[] {
  const title = TITLES[code];
  const stake = title.stakes[0] as number;
  const random = new FastRandom(seed);
  const m = new Moments();
  let features = 0;
  for (let i = 0; i < rounds; i++) {
    const round = play(code, stake, random);
    if (round.freeSpins > 0 || round.pick) features++;
    m.add(round.win / stake);
  }
  return [
    {
      game: `ARC-${code}`,
      item: `paid round at ${stake} (features included)`,
      stated: title.rtp,
      statedFrom: `TITLES['${code}'].rtp`,
      exact: slotExactRtp(title.math).rtp,
      rtp: m.mean,
      se: m.se,
      rounds,
      note: `feature 1 in ${(rounds / features).toFixed(0)}`,
    },
  ];
}

const ORIGINALS: Record<OriginalCode, OriginalGame> = { crash: CRASH, dice: DICE, mines: MINES, plinko: PLINKO };

/** Originals: simulate.ts's own loop (its fixed mix of strategies, round i plays strategy i mod count). */
function original(code: OriginalCode, rounds: number, seed: number): Row[] {
  const run = simulateOriginal(code, rounds, seed);
  const game = ORIGINALS[code];
  const strategies = STRATEGIES[code];
  return [
    {
      game: `ARC-${code}`,
      item: `mix of ${strategies.length} strategies`,
      stated: game.rtp,
      statedFrom: `${code}.GAME.rtp (range ${(game.rtpRange.min * 100).toFixed(4)}–${(game.rtpRange.max * 100).toFixed(4)} %)`,
      exact: run.exactRtp,
      rtp: run.rtp,
      se: run.standardError,
      rounds: run.rounds,
      note: strategies.map((s) => s.label).join('; '),
    },
  ];
}

/** E-lottery: simulate.ts's draws, one bet of every bet type settled each draw (stake 100). */
function elottery(code: 'k3' | '5d' | 'keno', rounds: number, seed: number): Row[] {
  const [engine, mixes, info] =
    code === 'k3'
      ? [k3, k3Mixes(), k3.GAME]
      : code === '5d'
        ? [fiveD, fiveDMixes(), fiveD.GAME]
        : [keno, kenoMixes(), keno.GAME];
  // biome-ignore lint/suspicious/noExplicitAny: the three engines share simulate's shape, not one type.
  const run = simulateDraws(code, engine as any, mixes as any, rounds, seed);
  const game = `ARCE-${code}`;
  const rows: Row[] = [
    {
      game,
      item: `mix: one bet of each of ${run.byKey.length} bet types a draw`,
      stated: run.mix.exactRtp,
      statedFrom: `mean of the bet types' BET_TYPES[].rtp (catalogue states GAME.rtp.max ${(info.rtp.max * 100).toFixed(2)} %)`,
      exact: run.mix.exactRtp,
      rtp: run.mix.rtp,
      se: run.mix.standardError,
      rounds: run.draws,
    },
  ];
  for (const row of run.byKey) {
    rows.push({
      game,
      item: row.key,
      stated: row.exactRtp,
      statedFrom: 'BET_TYPES[].rtp',
      exact: row.exactRtp,
      rtp: row.rtp,
      se: row.standardError,
      rounds: row.bets,
    });
  }
  return rows;
}

/**
 * Baccarat: whole shoes as the table deals them (shuffle, burn, cut card: fair.ts and shoe.ts), every
 * spot staked 100 each hand, paid by payouts.ts returnOf. edge.ts's simulate() keeps no variance, so
 * the same loop is written here with the squares; hands of one shoe share its cards, so the
 * per-shoe (cluster) standard error is kept beside the per-hand one.
 */
function baccarat(hands: number, seed: number): Row[] {
  const random = new FastRandom(seed);
  const stake = 100;
  const per = BET_SPOTS.map(() => new Moments());
  const shoeSums = BET_SPOTS.map(() => [] as number[]);
  const shoeHands: number[] = [];
  let dealt = 0;
  while (dealt < hands) {
    const sums = BET_SPOTS.map(() => 0);
    let inShoe = 0;
    for (const { result } of dealShoe(shuffle(random))) {
      if (dealt === hands) break;
      dealt++;
      inShoe++;
      BET_SPOTS.forEach((spot, s) => {
        const x = returnOf(spot, stake, result) / stake;
        (per[s] as Moments).add(x);
        sums[s] = (sums[s] as number) + x;
      });
    }
    shoeHands.push(inShoe);
    BET_SPOTS.forEach((_, s) => {
      shoeSums[s]?.push(sums[s] as number);
    });
  }
  const edges = exactEdges();
  return BET_SPOTS.map((spot, s) => {
    const m = per[s] as Moments;
    // Ratio estimator's cluster SE: Σ(shoeSum − mean·shoeHands)² / (Σ shoeHands)², with k/(k − 1).
    const sums = shoeSums[s] as number[];
    let squares = 0;
    sums.forEach((sum, k) => {
      squares += (sum - m.mean * (shoeHands[k] as number)) ** 2;
    });
    const k = sums.length;
    const clusterSe = Math.sqrt((squares * k) / (k - 1)) / dealt;
    return {
      game: 'ARCL-BAC-* / ARCP-BAC-*',
      item: spot,
      stated: BACCARAT_RTP[spot],
      statedFrom: `payouts.ts RTP.${spot} = 1 − HOUSE_EDGE${spot === 'banker' ? ` (catalogue: STATED_RTP ${STATED_RTP})` : ''}`,
      exact: 1 - edges[spot],
      rtp: m.mean,
      se: m.se,
      rounds: dealt,
      clusterSe,
      note: `${k} shoes`,
    };
  });
}

/**
 * The Vietnam lottery: the prize table drawn by prize-table.ts drawPrizes (its digit source the fast
 * generator instead of the draw's HMAC stream: fairness.ts feeds it random.int(10) the same way) and
 * each bet type settled by payout.ts ticketOutcome at the game's odds. The picks rotate draw by draw.
 */
function vietnam(code: string, draws: number, seed: number): Row[] {
  const game = VIETNAM_GAMES.find((g) => g.code === code);
  if (!game) throw new Error(`no Vietnam game ${code}`);
  const random = new FastRandom(seed);
  const digit = () => random.int(10);
  const stake = 100;
  const per = LOTTERY_BET_TYPES.map(() => new Moments());
  const picks = LOTTERY_BET_TYPES.map((betType) => {
    const digits = LOTTERY_BET_DIGITS[betType];
    return Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0'));
  });
  for (let i = 0; i < draws; i++) {
    const prizes = drawPrizes(game.region, digit);
    LOTTERY_BET_TYPES.forEach((betType, b) => {
      const list = picks[b] as string[];
      const number = list[(i * 37) % list.length] as string;
      const { payout } = ticketOutcome({ betType, number, stake, odds: game.odds[betType] }, prizes);
      (per[b] as Moments).add(payout / stake);
    });
  }
  return LOTTERY_BET_TYPES.map((betType, b) => {
    const m = per[b] as Moments;
    const rtp = betTypeRtp(game, betType);
    return {
      game: `${code} (${game.region})`,
      item: `${betType} at odds ${game.odds[betType] / 100}`,
      stated: rtp,
      statedFrom: `games.ts betTypeRtp from VIETNAM_GAMES odds (catalogue: statedRtp ${statedRtp(game)})`,
      exact: rtp,
      rtp: m.mean,
      se: m.se,
      rounds: draws,
    };
  });
}

export const JOBS: Record<string, (rounds: number, seed: number) => Row[]> = {
  'slot:golden-dragon': (r, s) => slot('golden-dragon', r, s),
  'slot:pharaohs-sun': (r, s) => slot('pharaohs-sun', r, s),
  'slot:coral-reef': (r, s) => slot('coral-reef', r, s),
  'original:crash': (r, s) => original('crash', r, s),
  'original:dice': (r, s) => original('dice', r, s),
  'original:mines': (r, s) => original('mines', r, s),
  'original:plinko': (r, s) => original('plinko', r, s),
  'elottery:k3': (r, s) => elottery('k3', r, s),
  'elottery:5d': (r, s) => elottery('5d', r, s),
  'elottery:keno': (r, s) => elottery('keno', r, s),
  baccarat: (r, s) => baccarat(r, s),
  ...Object.fromEntries(
    VIETNAM_GAMES.map((g) => [`vietnam:${g.code}`, (r: number, s: number) => vietnam(g.code, r, s)]),
  ),
};

// `--list` prints the job names; else `<rounds> <job>=<seed> …` plays each job in turn and prints a
// JSON line per job as it ends (one process for several jobs: tsx's start-up is paid once).
const [first, ...rest] = process.argv.slice(2);
if (first === '--list') {
  console.log(JSON.stringify(Object.keys(JOBS)));
} else {
  const rounds = Number(first);
  for (const arg of rest) {
    const [job = '', seed] = arg.split('=');
    const run = JOBS[job];
    if (!run) throw new Error(`unknown job ${job}; one of ${Object.keys(JOBS).join(', ')}`);
    const started = performance.now();
    const rows = run(rounds, Number(seed));
    console.log(JSON.stringify({ job, ms: performance.now() - started, rows }));
  }
}
