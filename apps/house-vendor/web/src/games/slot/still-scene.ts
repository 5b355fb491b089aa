import type { ReelsScene } from './scene-api.ts';
import type { Cell, Highlight } from './wins.ts';

export interface StillView {
  grid: readonly (readonly string[])[];
  lit: readonly Cell[];
}

/**
 * The reels without WebGL (an old browser, a test): the grid as images at rest, the winning
 * cells marked. The round plays the same; only the motion is missing.
 */
export class StillScene implements ReelsScene {
  private view: StillView;

  constructor(
    grid: readonly (readonly string[])[],
    private draw: (view: StillView) => void,
  ) {
    this.view = { grid, lit: [] };
    draw(this.view);
  }

  spin() {
    this.highlight(null);
  }

  async stop(grid: readonly (readonly string[])[]) {
    this.show(grid);
  }

  hurry() {}

  show(grid: readonly (readonly string[])[]) {
    this.view = { ...this.view, grid };
    this.draw(this.view);
  }

  highlight(wins: readonly Highlight[] | null) {
    this.view = { ...this.view, lit: wins?.flatMap((win) => win.cells) ?? [] };
    this.draw(this.view);
  }

  celebrate() {}

  destroy() {}
}
