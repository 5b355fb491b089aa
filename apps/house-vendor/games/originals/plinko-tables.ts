/**
 * Plinko payout tables, in hundredths of the stake (560 = 5.60×), from the edge bucket in to the
 * centre: bucket k of n rows pays table[min(k, n − k)], so every table is symmetric by construction.
 *
 * How they were made: for each (rows, risk) an edge multiplier (low 5.6× → 16×, medium 13× → 110×,
 * high 28× → 1000× as rows go 8 → 16, about) and a centre (about 0.5× low, 0.3–0.4× medium, 0.2× high) joined by
 * centre × (edge / centre)^(d^p), d the distance from the centre (0–1), p solved for 98.95%;
 * then rounded to tenths under 10×, units under 100×, tens above; then the fewest one-step nudges
 * that put the exact binomial RTP (comment on each line) in 98.9%–99.0% while pay still rises
 * strictly towards the edges. plinko.test.ts recomputes every figure.
 */

export type PlinkoRisk = 'low' | 'medium' | 'high';

export const PLINKO_TABLES: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> = {
  low: {
    8: [560, 280, 130, 80, 50], // 98.9844%
    9: [650, 330, 160, 100, 60], // 98.9844%
    10: [730, 390, 210, 130, 70, 50], // 98.9844%
    11: [850, 460, 240, 150, 90, 60], // 98.9062%
    12: [960, 540, 310, 190, 110, 70, 50], // 98.9697%
    13: [1100, 610, 370, 220, 120, 90, 60], // 98.9746%
    14: [1200, 710, 420, 260, 170, 100, 70, 50], // 98.9233%
    15: [1400, 830, 490, 330, 190, 120, 80, 60], // 98.9783%
    16: [1600, 970, 590, 360, 230, 140, 100, 70, 50], // 98.9682%
  },
  medium: {
    8: [1300, 370, 130, 60, 40], // 98.9062%
    9: [1600, 510, 170, 80, 50], // 98.9453%
    10: [2000, 700, 240, 110, 60, 40], // 98.9062%
    11: [2900, 920, 340, 150, 80, 40], // 98.9746%
    12: [3800, 1400, 540, 220, 90, 50, 30], // 98.9502%
    13: [4900, 1800, 710, 290, 130, 60, 40], // 98.9819%
    14: [6600, 2800, 960, 400, 180, 90, 40, 30], // 98.9648%
    15: [8600, 3000, 1300, 540, 240, 100, 60, 40], // 98.9624%
    16: [11000, 4200, 1700, 720, 320, 130, 80, 50, 30], // 98.9175%
  },
  high: {
    8: [2800, 480, 110, 40, 20], // 98.9062%
    9: [4400, 780, 200, 50, 20], // 98.9844%
    10: [7200, 1200, 290, 80, 30, 20], // 98.9648%
    11: [11000, 1800, 430, 120, 40, 30], // 98.9355%
    12: [19000, 3100, 670, 180, 60, 30, 20], // 98.9844%
    13: [26000, 4800, 1000, 310, 90, 40, 20], // 98.9282%
    14: [40000, 7400, 1600, 430, 140, 50, 30, 20], // 98.9221%
    15: [62000, 12000, 2300, 650, 200, 80, 40, 20], // 98.9618%
    16: [100000, 18000, 4000, 990, 300, 110, 40, 30, 20], // 98.9105%
  },
};
