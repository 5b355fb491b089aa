import type { Pace } from './pace.ts';
import type { Highlight } from './wins.ts';

/**
 * What the page asks of the reels, whether Pixi draws them (slot-scene.ts) or, where WebGL is
 * missing, plain images (still-scene.ts). The scene only draws: the round comes from the server.
 */
export interface ReelsScene {
  /** Every reel starts spinning (the answer is not known yet). */
  spin(pace: Pace): void;
  /** Lands the reels on grid[reel][row], reel by reel; `slow` reels spin on a little (one more scatter would pay). */
  stop(grid: readonly (readonly string[])[], pace: Pace, slow: readonly boolean[]): Promise<void>;
  /** The player slammed Spin: reels still turning stop now. */
  hurry(): void;
  /** A grid at rest, without spinning. */
  show(grid: readonly (readonly string[])[]): void;
  /** Lights wins: lines drawn across, their symbols pulsing; null puts the lights out. */
  highlight(wins: readonly Highlight[] | null): void;
  /** Coins rain over the reels (a big win). */
  celebrate(on: boolean): void;
  destroy(): void;
}

/** What a scene is drawn from. */
export interface SceneLook {
  symbols: readonly { id: string; url: string; role: string }[];
  grid: readonly (readonly string[])[];
  colours: { primary: number; accent: number; surface: number };
}
