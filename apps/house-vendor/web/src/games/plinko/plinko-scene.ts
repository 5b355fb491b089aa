import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Text } from 'pixi.js';

/**
 * The plinko board in Pixi: pegs in a pyramid (row r has r + 3), the buckets under the last row
 * coloured hot at the edges, and balls that fall along the paths the server drew. The scene only
 * draws: the page hands it a path, it answers when the ball has landed.
 */

const HEAT = [0xff2d55, 0xff4b3e, 0xff6a2c, 0xff8a24, 0xffa51f, 0xffbf2a, 0xffd23f, 0xffe066, 0xfff0a0];
const MS_PER_ROW = 115;

interface Ball {
  path: number;
  rows: number;
  started: number;
  sprite: Graphics;
  trail: { x: number; y: number }[];
  landed: () => void;
}

interface Layout {
  cx: number;
  top: number;
  gap: number;
  rowGap: number;
  peg: number;
  ball: number;
  bucketY: number;
  bucketH: number;
}

export class PlinkoScene {
  private app = new Application();
  private ready: Promise<void>;
  private board = new Container();
  private pegs = new Graphics();
  private buckets = new Container();
  private balls: Ball[] = [];
  private trails = new Graphics();
  private rows = 16;
  private payouts: number[] = [];
  private layout: Layout = { cx: 0, top: 0, gap: 0, rowGap: 0, peg: 0, ball: 0, bucketY: 0, bucketH: 0 };
  private flashes = new Map<number, number>();
  private destroyed = false;

  constructor(host: HTMLElement) {
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
        if (this.destroyed) return;
        host.appendChild(this.app.canvas);
        this.board.addChild(this.pegs, this.buckets, this.trails);
        this.app.stage.addChild(this.board);
        this.app.renderer.on('resize', () => this.draw());
        this.app.ticker.add(() => this.tick());
        this.draw();
      });
  }

  /** The board for `rows` rows and its buckets' multipliers (hundredths, left to right). */
  setBoard(rows: number, payouts: number[]) {
    this.rows = rows;
    this.payouts = payouts;
    void this.ready.then(() => !this.destroyed && this.draw());
  }

  /** Drops a ball along `path` (bit i: right at row i); resolves when it lands. */
  drop(path: number, rows: number): Promise<void> {
    return this.ready.then(
      () =>
        new Promise<void>((landed) => {
          if (this.destroyed) return landed();
          const sprite = new Graphics();
          this.board.addChild(sprite);
          this.balls.push({ path, rows, started: performance.now(), sprite, trail: [], landed });
        }),
    );
  }

  destroy() {
    this.destroyed = true;
    void this.ready.then(() => this.app.destroy(true, { children: true }));
  }

  private measure(): Layout {
    const { width, height } = this.app.screen;
    const rows = this.rows;
    const bucketH = Math.max(26, Math.min(36, height * 0.07));
    const gap = Math.min((width - 16) / (rows + 2), (height - bucketH - 34) / (rows + 0.6));
    const rowGap = gap;
    const top = Math.max(18, (height - bucketH - rowGap * (rows - 1) - 24) / 2);
    return {
      cx: width / 2,
      top,
      gap,
      rowGap,
      peg: Math.max(2.2, gap * 0.11),
      ball: Math.max(5, gap * 0.26),
      bucketY: top + rowGap * (rows - 1) + gap * 0.55,
      bucketH,
    };
  }

  /** Where the ball meets row r after `rights` rights (r = rows: the bucket's centre). */
  private pointAt(r: number, rights: number) {
    const l = this.layout;
    const x = l.cx + (rights - r / 2) * l.gap;
    if (r >= this.rows) return { x, y: l.bucketY + l.bucketH / 2 };
    return { x, y: l.top + r * l.rowGap - l.peg - l.ball };
  }

  private draw() {
    this.layout = this.measure();
    const l = this.layout;
    this.pegs.clear();
    for (let r = 0; r < this.rows; r++) {
      for (let k = 0; k <= r + 2; k++) {
        const x = l.cx + (k - (r + 2) / 2) * l.gap;
        const y = l.top + r * l.rowGap;
        this.pegs.circle(x, y, l.peg * 2.2).fill({ color: 0xb9a7ff, alpha: 0.08 });
        this.pegs.circle(x, y, l.peg).fill(0xf3edff);
      }
    }
    this.buckets.removeChildren().forEach((child) => {
      child.destroy();
    });
    const count = this.rows + 1;
    const fontSize = Math.max(9, Math.min(15, l.gap * 0.44));
    for (let b = 0; b < count; b++) {
      const edge = Math.min(b, count - 1 - b);
      const colour = HEAT[Math.round((edge / Math.floor(count / 2)) * (HEAT.length - 1))] ?? 0xffffff;
      const bucket = new Container();
      const w = l.gap - Math.max(2, l.gap * 0.1);
      const face = new Graphics()
        .roundRect(-w / 2, 0, w, l.bucketH, Math.min(6, w * 0.2))
        .fill(colour)
        .roundRect(-w / 2, l.bucketH - 4, w, 4, 2)
        .fill({ color: 0x000000, alpha: 0.25 });
      const label = new Text({
        text: compact(this.payouts[b] ?? 0, w >= 34),
        style: { fontFamily: 'system-ui, sans-serif', fontSize, fontWeight: '900', fill: 0x2a0a1a },
        resolution: Math.min(window.devicePixelRatio || 1, 2) * 1.5,
      });
      label.anchor.set(0.5);
      label.position.set(0, l.bucketH / 2);
      if (label.width > w - 2) label.scale.set((w - 2) / label.width);
      bucket.addChild(face, label);
      bucket.position.set(l.cx + (b - this.rows / 2) * l.gap, l.bucketY);
      this.buckets.addChild(bucket);
    }
  }

  private tick() {
    const now = performance.now();
    this.trails.clear();
    for (const ball of [...this.balls]) {
      if (ball.rows !== this.rows) {
        // The board changed under a falling ball: it lands at once.
        this.finish(ball);
        continue;
      }
      const t = (now - ball.started) / MS_PER_ROW;
      const row = Math.floor(t);
      if (row >= ball.rows) {
        this.finish(ball);
        continue;
      }
      const rights = rightsBefore(ball.path, row);
      const from = row < 0 ? this.pointAt(0, 0) : this.pointAt(row, rights);
      const to = this.pointAt(row + 1, rights + ((ball.path >> row) & 1));
      const u = t - row;
      const x = from.x + (to.x - from.x) * u;
      // Up off the peg a little, then falling faster: a bounce.
      const y = from.y + (to.y - from.y) * u * u - this.layout.gap * 0.32 * Math.sin(Math.PI * u) * (1 - u * 0.4);
      ball.trail.push({ x, y });
      if (ball.trail.length > 8) ball.trail.shift();
      ball.trail.forEach((p, i) => {
        this.trails
          .circle(p.x, p.y, this.layout.ball * (0.3 + i * 0.06))
          .fill({ color: 0xffd166, alpha: 0.05 + i * 0.03 });
      });
      ball.sprite
        .clear()
        .circle(0, 0, this.layout.ball * 1.9)
        .fill({ color: 0xffd166, alpha: 0.22 })
        .circle(0, 0, this.layout.ball)
        .fill(0xffc93c)
        .circle(-this.layout.ball * 0.3, -this.layout.ball * 0.3, this.layout.ball * 0.38)
        .fill({ color: 0xffffff, alpha: 0.85 });
      ball.sprite.position.set(x, y);
    }
    // A landed bucket dips and glows for a moment.
    for (const [bucket, at] of this.flashes) {
      const child = this.buckets.children[bucket];
      const age = (now - at) / 320;
      if (!child || age >= 1) {
        if (child) child.position.y = this.layout.bucketY;
        if (child) child.alpha = 1;
        this.flashes.delete(bucket);
        continue;
      }
      child.position.y = this.layout.bucketY + Math.sin(Math.PI * age) * 7;
    }
  }

  private finish(ball: Ball) {
    this.balls = this.balls.filter((b) => b !== ball);
    ball.sprite.destroy();
    this.flashes.set(rightsBefore(ball.path, ball.rows), performance.now());
    ball.landed();
  }
}

/** A bucket's multiplier as short as it reads: 1000, 26, 7.2, 0.3 (× where there is room). */
function compact(hundredths: number, room: boolean): string {
  const value = hundredths / 100;
  const text = value >= 100 ? String(Math.round(value)) : String(Number(value.toFixed(value >= 10 ? 1 : 2)));
  return room ? `${text}×` : text;
}

function rightsBefore(path: number, row: number): number {
  let rights = 0;
  for (let r = 0; r < row; r++) rights += (path >> r) & 1;
  return rights;
}
