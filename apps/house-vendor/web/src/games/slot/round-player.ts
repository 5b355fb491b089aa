import type { SlotRound, SlotState } from '@arcadia/contracts';
import type { Pace } from './pace.ts';
import type { ReelsScene } from './scene-api.ts';
import { anticipation, freeSpinTotals, type Highlight, highlightsOf, type Spin, type Tier, tierOf } from './wins.ts';

type Pick = NonNullable<SlotRound['pick']>;

/** A feature's moment between spins, over the reels. */
export type Banner =
  | { kind: 'free-won'; count: number; multiplier: number }
  | { kind: 'free-more'; count: number }
  | { kind: 'free-end'; amount: number }
  | { kind: 'pick-start'; multiplier: number };

/** What the page shows of a round as it plays out (besides the reels). */
export interface Show {
  /** The win lit now, in the round's words ("3 × Dragon on line 7: ₱1.50"). */
  winText: string | null;
  /** The round's win so far. */
  roundWin: number;
  free: { index: number; total: number; multiplier: number; won: number } | null;
  banner: Banner | null;
  pick: Pick | null;
  celebration: { tier: Tier; amount: number } | null;
}

export const QUIET: Show = { winText: null, roundWin: 0, free: null, banner: null, pick: null, celebration: null };

export interface Stage {
  scene: ReelsScene;
  title: SlotState;
  pace: () => Pace;
  show: (patch: Partial<Show>) => void;
  /** Waits, or less if the player taps to move on. */
  wait: (ms: number) => Promise<void>;
  /** Resolves when the player has opened the board to its end and collected. */
  picks: (pick: Pick) => Promise<void>;
}

/**
 * Plays a settled round out on the page: the reels land on the paid spin, its wins are lit one
 * by one, the free spins follow one at a time with their counter and multiplier, then the pick
 * board, then the celebration of a big win. `spinning`: the reels were set turning before the
 * answer came (a spin); false for a round shown again (one left unfinished).
 */
export async function playOut(round: SlotRound, stage: Stage, spinning: boolean): Promise<Highlight[]> {
  const { scene, title, show, wait } = stage;
  const [paid, ...free] = round.spins;
  if (!paid) return [];
  if (!spinning) scene.spin(stage.pace());
  await land(paid, stage);
  let total = paid.win;
  show({ roundWin: total });
  let lit = await presentWins(paid, stage);

  if (free.length > 0) {
    const totals = freeSpinTotals(round, title);
    const multiplier = free[0]?.multiplier ?? 1;
    show({ banner: { kind: 'free-won', count: totals[0] ?? free.length, multiplier } });
    await wait(stage.pace().banner);
    show({ banner: null });
    let won = 0;
    for (const [i, spin] of free.entries()) {
      const known = totals[i] ?? free.length;
      show({ free: { index: i + 1, total: known, multiplier, won }, winText: null });
      scene.spin(stage.pace());
      await land(spin, stage);
      won += spin.win;
      total += spin.win;
      show({ free: { index: i + 1, total: known, multiplier, won }, roundWin: total });
      lit = await presentWins(spin, stage);
      const more = (totals[i + 1] ?? known) - known;
      if (more > 0) {
        show({ banner: { kind: 'free-more', count: more } });
        await wait(stage.pace().banner * 0.7);
        show({ banner: null });
      }
      await wait(stage.pace().gap);
    }
    scene.highlight(null);
    show({ banner: { kind: 'free-end', amount: won }, winText: null });
    await wait(stage.pace().banner);
    show({ banner: null, free: null });
    lit = [];
  }

  if (round.pick) {
    show({ banner: { kind: 'pick-start', multiplier: round.pick.multiplier } });
    await wait(stage.pace().banner);
    show({ banner: null, pick: round.pick });
    await stage.picks(round.pick);
    total += round.pick.win;
    show({ pick: null, roundWin: total });
  }

  const tier = tierOf(round.win, round.stake);
  if (tier) {
    scene.celebrate(true);
    show({ celebration: { tier, amount: round.win } });
    await wait(stage.pace().celebrate);
    scene.celebrate(false);
    show({ celebration: null });
  }
  show({ roundWin: round.win });
  return lit;
}

const land = (spin: Spin, stage: Stage) =>
  stage.scene.stop(spin.grid, stage.pace(), anticipation(spin.grid, stage.title));

/** A spin's wins: all lit together, then each with its words. Answers them for the idle cycle. */
async function presentWins(spin: Spin, stage: Stage): Promise<Highlight[]> {
  const lights = highlightsOf(spin, stage.title);
  const first = lights[0];
  if (!first) return lights;
  stage.scene.highlight(lights);
  stage.show({ winText: lights.length === 1 ? first.text : null });
  await stage.wait(stage.pace().allWins);
  if (lights.length === 1) return lights;
  for (const light of lights) {
    stage.scene.highlight([light]);
    stage.show({ winText: light.text });
    await stage.wait(stage.pace().eachWin);
  }
  return lights;
}
