import 'pixi.js/unsafe-eval';
import { Application, Assets, Container, Graphics, type Texture, type UnresolvedAsset } from 'pixi.js';
import { CoinShower } from './coins.ts';
import type { Pace } from './pace.ts';
import { Reel } from './reel.ts';
import type { ReelsScene, SceneLook } from './scene-api.ts';
import type { Highlight } from './wins.ts';

const REELS = 5;
const ROWS = 3;
/** Paylines in colours a player tells apart, by line number. */
const LINE_COLOURS = [0xffd43b, 0xff6b6b, 0x4dabf7, 0x69db7c, 0xda77f2, 0xffa94d, 0x3bc9db, 0xf783ac, 0xa9e34b];
const LINE_DRAW_MS = 260;

/**
 * The reels in Pixi: five reels of three rows in a window the page frames (the canvas fills
 * it), the symbols the title's SVGs loaded once as textures; lines drawn across for line wins,
 * frames and a pulse on the symbols of every win, a glow on a reel that spins on for a scatter,
 * coins for a big win. It only draws: the page hands it grids and wins.
 */
export class SlotScene implements ReelsScene {
  readonly ready: Promise<void>;
  private app = new Application();
  private reels: Reel[] = [];
  private board = new Container();
  private backing = new Graphics();
  private glow = new Graphics();
  private lights = new Graphics();
  private coins = new CoinShower();
  private frame = new Graphics();
  private lit: readonly Highlight[] | null = null;
  private litAt = 0;
  private slow: boolean[] = [];
  private spunAt = 0;
  private cell = 0;
  private origin = { x: 0, y: 0 };
  private destroyed = false;

  constructor(
    host: HTMLElement,
    private look: SceneLook,
  ) {
    const ids = look.symbols.map((symbol) => symbol.id);
    const filler = () => ids[Math.floor(Math.random() * ids.length)] ?? '';
    this.ready = this.app
      .init({
        resizeTo: host,
        backgroundAlpha: 0,
        antialias: true,
        autoDensity: true,
        resolution: Math.min(window.devicePixelRatio || 1, 2),
        preference: 'webgl',
      })
      .then(() => {
        // Drawn at 1.5× their 200 px so they stay sharp on a phone's dense screen.
        const assets: UnresolvedAsset[] = look.symbols.map((symbol) => ({
          alias: symbol.url,
          src: symbol.url,
          data: { resolution: 1.5 },
        }));
        return Assets.load<Texture>(assets);
      })
      .then((textures) => {
        if (this.destroyed) return;
        const texture = (id: string) => textures[look.symbols.find((s) => s.id === id)?.url ?? ''] as Texture;
        this.reels = Array.from(
          { length: REELS },
          (_, reel) => new Reel(texture, filler, look.grid[reel] ?? Array.from({ length: ROWS }, filler)),
        );
        this.board.addChild(this.backing, this.glow, ...this.reels.map((reel) => reel.view), this.lights);
        this.board.mask = this.frame;
        this.app.stage.addChild(this.frame, this.board, this.coins.view);
        host.appendChild(this.app.canvas);
        this.app.renderer.on('resize', () => this.layout());
        this.layout();
        this.app.ticker.add((ticker) => this.tick(ticker.deltaMS));
      });
  }

  spin(pace: Pace) {
    this.highlight(null);
    this.slow = [];
    const now = performance.now();
    this.spunAt = now;
    void this.ready.then(() => {
      for (const [i, reel] of this.reels.entries()) reel.spin(now + i * 40, pace.speed);
    });
  }

  async stop(grid: readonly (readonly string[])[], pace: Pace, slow: readonly boolean[]) {
    await this.ready;
    // The reels turn at least minSpin from when they started, however fast the answer came.
    let at = Math.max(performance.now(), this.spunAt + pace.minSpin);
    this.slow = [...slow];
    await Promise.all(
      this.reels.map((reel, i) => {
        if (i > 0) at += pace.stagger + (slow[i] ? pace.anticipation : 0);
        return reel.land(grid[i] ?? [], at);
      }),
    );
    this.slow = [];
  }

  hurry() {
    const now = performance.now();
    for (const [i, reel] of this.reels.entries()) reel.hurry(now + i * 50);
  }

  show(grid: readonly (readonly string[])[]) {
    void this.ready.then(() => {
      for (const [i, reel] of this.reels.entries()) reel.show(grid[i] ?? []);
    });
  }

  highlight(wins: readonly Highlight[] | null) {
    this.lit = wins && wins.length > 0 ? wins : null;
    this.litAt = performance.now();
  }

  celebrate(on: boolean) {
    if (on) this.coins.start();
    else this.coins.stop();
  }

  destroy() {
    this.destroyed = true;
    void this.ready.then(() => this.app.destroy(true, { children: true }));
  }

  private layout() {
    const { width, height } = this.app.screen;
    this.cell = Math.min(width / REELS, height / ROWS);
    this.origin = { x: (width - this.cell * REELS) / 2, y: (height - this.cell * ROWS) / 2 };
    const { x, y } = this.origin;
    const w = this.cell * REELS;
    const h = this.cell * ROWS;
    this.frame.clear().rect(x, y, w, h).fill(0xffffff);
    this.backing.clear();
    for (let reel = 0; reel < REELS; reel++) {
      if (reel % 2 === 1)
        this.backing.rect(x + reel * this.cell, y, this.cell, h).fill({ color: 0xffffff, alpha: 0.03 });
      if (reel > 0) {
        this.backing
          .rect(x + reel * this.cell - 1, y + 6, 2, h - 12)
          .fill({ color: this.look.colours.primary, alpha: 0.22 });
      }
    }
    for (const [i, reel] of this.reels.entries()) reel.view.position.set(x + (i + 0.5) * this.cell, y);
  }

  private tick(dt: number) {
    const now = performance.now();
    const lit = this.lit;
    const beat = 1 + 0.08 * Math.sin((now - this.litAt) / 120);
    this.reels.forEach((reel, i) => {
      const pulse = [1, 1, 1, 1];
      const alpha = [1, 1, 1, 1];
      if (lit) {
        for (let row = 0; row < ROWS; row++) {
          const on = lit.some((win) => win.cells.some(([r, w]) => r === i && w === row));
          pulse[row] = on ? beat : 1;
          alpha[row] = on ? 1 : 0.38;
        }
      }
      reel.update(now, this.cell, this.cell * 0.86, pulse, alpha);
    });
    this.drawGlow(now);
    this.drawLights(now);
    this.coins.update(dt, this.app.screen.width, this.app.screen.height);
  }

  /** A reel spinning on for a scatter glows, while the reels before it have stopped. */
  private drawGlow(now: number) {
    this.glow.clear();
    const { x, y } = this.origin;
    this.reels.forEach((reel, i) => {
      if (!this.slow[i] || !reel.turning || this.reels.slice(0, i).some((r) => r.turning)) return;
      const a = 0.35 + 0.25 * Math.sin(now / 90);
      this.glow
        .rect(x + i * this.cell + 2, y + 2, this.cell - 4, this.cell * ROWS - 4)
        .fill({ color: this.look.colours.accent, alpha: a * 0.35 })
        .stroke({ color: this.look.colours.primary, width: 4, alpha: a + 0.3 });
    });
  }

  /** The lit wins: each payline drawn in from the left, a frame round every winning symbol. */
  private drawLights(now: number) {
    const g = this.lights.clear();
    if (!this.lit) return;
    const { x, y } = this.origin;
    const c = this.cell;
    const progress = Math.min(1, (now - this.litAt) / LINE_DRAW_MS);
    for (const win of this.lit) {
      const colour = win.lineNo ? (LINE_COLOURS[(win.lineNo - 1) % LINE_COLOURS.length] ?? 0xffd43b) : 0xffd43b;
      for (const [reel, row] of win.cells) {
        g.roundRect(x + reel * c + 4, y + row * c + 4, c - 8, c - 8, c * 0.12).stroke({
          color: win.line ? colour : this.look.colours.primary,
          width: Math.max(2.5, c * 0.035),
          alpha: 0.95,
        });
      }
      if (!win.line) continue;
      const points = win.line.map((row, reel) => ({ px: x + (reel + 0.5) * c, py: y + (row + 0.5) * c }));
      const first = points[0];
      const last = points[points.length - 1];
      if (!first || !last) continue;
      const path = [{ px: x + 2, py: first.py }, ...points, { px: x + REELS * c - 2, py: last.py }];
      const drawn = partial(path, progress);
      for (const [width, alpha] of [
        [c * 0.14, 0.22],
        [c * 0.05, 1],
      ] as const) {
        g.moveTo(drawn[0]?.px ?? 0, drawn[0]?.py ?? 0);
        for (const p of drawn.slice(1)) g.lineTo(p.px, p.py);
        g.stroke({ color: colour, width, alpha, cap: 'round', join: 'round' });
      }
      g.circle(first.px - c * 0.5 + c * 0.16, first.py, c * 0.13).fill(colour);
    }
  }
}

/** The first `progress` (0–1) of a polyline, by length. */
function partial(path: { px: number; py: number }[], progress: number) {
  if (progress >= 1) return path;
  const lengths = path.slice(1).map((p, i) => Math.hypot(p.px - (path[i]?.px ?? 0), p.py - (path[i]?.py ?? 0)));
  let left = lengths.reduce((a, b) => a + b, 0) * progress;
  const out = [path[0] ?? { px: 0, py: 0 }];
  for (const [i, length] of lengths.entries()) {
    const from = path[i] ?? { px: 0, py: 0 };
    const to = path[i + 1] ?? from;
    if (left >= length) {
      out.push(to);
      left -= length;
      continue;
    }
    const t = length > 0 ? left / length : 0;
    out.push({ px: from.px + (to.px - from.px) * t, py: from.py + (to.py - from.py) * t });
    break;
  }
  return out;
}
