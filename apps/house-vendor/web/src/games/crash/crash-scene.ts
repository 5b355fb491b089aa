import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Text } from 'pixi.js';
import { GROWTH_PER_MS } from '../../../../games/originals/crash.ts';

/**
 * The crash curve in Pixi: a starfield drifting faster as the multiplier climbs, the curve of
 * e^(0.00015·ms) scaled to stay in view, a rocket riding its tip, a burst at the crash. The page
 * tells it the elapsed time each frame; the server's clock decides the round.
 */

export type CurveState =
  | { kind: 'idle' }
  | { kind: 'flying'; elapsedMs: number; cashedAtMs: number | null }
  | { kind: 'crashed'; crashMs: number; cashedAtMs: number | null; at: number };

interface Spark {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  colour: number;
}

const curveValue = (ms: number) => Math.exp(GROWTH_PER_MS * ms);

export class CrashScene {
  private app = new Application();
  private ready: Promise<void>;
  private stars = new Graphics();
  private grid = new Graphics();
  private curve = new Graphics();
  private rocket = new Container();
  private flame = new Graphics();
  private burst = new Graphics();
  private starField: { x: number; y: number; size: number; speed: number }[] = [];
  private sparks: Spark[] = [];
  private state: CurveState = { kind: 'idle' };
  private destroyed = false;
  private exploded = false;
  private labels: Text[] = [];

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
        this.drawRocket();
        this.labels = Array.from({ length: 6 }, () => {
          const label = new Text({
            text: '',
            style: { fontFamily: 'system-ui, sans-serif', fontSize: 11, fontWeight: '700', fill: 0x8f98bd },
            resolution: Math.min(window.devicePixelRatio || 1, 2),
          });
          label.anchor.set(1, 0.5);
          return label;
        });
        this.app.stage.addChild(this.stars, this.grid, ...this.labels, this.curve, this.rocket, this.burst);
        this.starField = Array.from({ length: 70 }, (_, i) => ({
          x: ((i * 0.618_034) % 1) * 1,
          y: ((i * 0.754_877 + 0.37) % 1) * 1,
          size: 0.6 + ((i * 0.569_84) % 1) * 1.6,
          speed: 0.3 + ((i * 0.414_21) % 1) * 0.7,
        }));
        this.app.ticker.add((ticker) => this.tick(ticker.deltaMS));
      });
  }

  set(state: CurveState) {
    if (state.kind !== 'crashed') this.exploded = false;
    this.state = state;
  }

  destroy() {
    this.destroyed = true;
    void this.ready.then(() => this.app.destroy(true, { children: true }));
  }

  private drawRocket() {
    const body = new Graphics()
      .poly([-14, -9, 12, -9, 26, 0, 12, 9, -14, 9])
      .fill(0xf4f1ff)
      .poly([-14, -9, -24, -20, -6, -9])
      .fill(0xff3d7f)
      .poly([-14, 9, -24, 20, -6, 9])
      .fill(0xff3d7f)
      .circle(8, 0, 5)
      .fill(0x38d9f5)
      .circle(8, 0, 5)
      .stroke({ width: 2.5, color: 0x1b1233 });
    this.rocket.addChild(this.flame, body);
  }

  private tick(delta: number) {
    const { width, height } = this.app.screen;
    const pad = { left: 44, right: 26, top: 46, bottom: 30 };
    const w = width - pad.left - pad.right;
    const h = height - pad.top - pad.bottom;
    const state = this.state;
    const now = state.kind === 'flying' ? state.elapsedMs : state.kind === 'crashed' ? state.crashMs : 0;
    const value = curveValue(now);
    // The view grows with the round: at least 8 s and 2×, then a little ahead of the tip.
    const spanMs = Math.max(8_000, now * 1.12);
    const spanY = Math.max(2, 1 + (value - 1) * 1.18);
    const xOf = (ms: number) => pad.left + (ms / spanMs) * w;
    const yOf = (m: number) => pad.top + h - ((m - 1) / (spanY - 1)) * h;

    // Stars drift left and down, faster as the multiplier climbs.
    const speed = state.kind === 'flying' ? 0.02 + Math.min(0.25, Math.log(value) * 0.06) : 0.004;
    this.stars.clear();
    for (const star of this.starField) {
      star.x -= (speed * star.speed * delta) / 60;
      star.y += (speed * star.speed * delta) / 140;
      if (star.x < 0) star.x += 1;
      if (star.y > 1) star.y -= 1;
      this.stars
        .circle(star.x * width, star.y * height, star.size)
        .fill({ color: 0xffffff, alpha: 0.25 + star.speed * 0.4 });
    }

    this.grid.clear();
    const lines = [1, ...gridValues(spanY)].slice(0, this.labels.length);
    this.labels.forEach((label, i) => {
      const m = lines[i];
      label.visible = m !== undefined;
      if (m === undefined) return;
      const y = yOf(m);
      if (i > 0)
        this.grid
          .moveTo(pad.left, y)
          .lineTo(width - pad.right, y)
          .stroke({ width: 1, color: 0xffffff, alpha: 0.07 });
      const text = `${m < 10 ? m.toFixed(1) : Math.round(m)}×`;
      if (label.text !== text) label.text = text;
      label.position.set(pad.left - 6, y);
    });
    this.grid
      .moveTo(pad.left, pad.top)
      .lineTo(pad.left, pad.top + h)
      .lineTo(width - pad.right, pad.top + h);
    this.grid.stroke({ width: 1.5, color: 0xffffff, alpha: 0.18 });

    this.curve.clear();
    this.burst.clear();
    if (state.kind === 'idle') {
      this.rocket.visible = true;
      this.rocket.position.set(pad.left + 34, yOf(1) - 16);
      this.rocket.rotation = -0.5;
      this.drawFlame(0.4);
      return;
    }
    const crashed = state.kind === 'crashed';
    const colour = crashed ? 0xff4d6d : 0xff9f43;
    const points: number[] = [];
    const steps = 90;
    for (let i = 0; i <= steps; i++) {
      const ms = (now * i) / steps;
      points.push(xOf(ms), yOf(curveValue(ms)));
    }
    const tipX = points[points.length - 2] ?? pad.left;
    const tipY = points[points.length - 1] ?? pad.top + h;
    this.curve.poly([...points, tipX, pad.top + h, pad.left, pad.top + h]).fill({ color: colour, alpha: 0.14 });
    this.curve.moveTo(points[0] ?? 0, points[1] ?? 0);
    for (let i = 2; i < points.length; i += 2) this.curve.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
    this.curve.stroke({ width: 10, color: colour, alpha: 0.18, cap: 'round', join: 'round' });
    this.curve.moveTo(points[0] ?? 0, points[1] ?? 0);
    for (let i = 2; i < points.length; i += 2) this.curve.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
    this.curve.stroke({ width: 4, color: colour, cap: 'round', join: 'round' });
    // Where the player cashed out: a marker on the curve.
    if (state.cashedAtMs !== null && state.cashedAtMs <= now) {
      const x = xOf(state.cashedAtMs);
      const y = yOf(curveValue(state.cashedAtMs));
      this.curve.circle(x, y, 9).fill({ color: 0x1fe08f, alpha: 0.25 }).circle(x, y, 5).fill(0x1fe08f);
    }

    if (crashed) {
      this.rocket.visible = false;
      if (!this.exploded) {
        this.exploded = true;
        this.sparks = Array.from({ length: 46 }, (_, i) => {
          const angle = (i / 46) * Math.PI * 2 + (i % 3) * 0.2;
          const v = 1.2 + ((i * 0.618) % 1) * 3.2;
          return {
            x: tipX,
            y: tipY,
            vx: Math.cos(angle) * v,
            vy: Math.sin(angle) * v,
            life: 1,
            colour: i % 3 ? 0xff4d6d : 0xffd166,
          };
        });
      }
    } else {
      this.rocket.visible = true;
      const angle = Math.atan2(-(curveValue(now) * GROWTH_PER_MS * h) / (spanY - 1), w / spanMs);
      this.rocket.position.set(tipX, tipY);
      this.rocket.rotation = Math.max(-1.25, angle);
      this.drawFlame(0.8 + Math.random() * 0.4);
    }
    for (const spark of this.sparks) {
      spark.x += spark.vx * (delta / 16);
      spark.y += spark.vy * (delta / 16);
      spark.vy += 0.05 * (delta / 16);
      spark.life -= delta / 900;
      if (spark.life > 0)
        this.burst.circle(spark.x, spark.y, 2.6 * spark.life + 0.6).fill({ color: spark.colour, alpha: spark.life });
    }
    this.sparks = this.sparks.filter((spark) => spark.life > 0);
  }

  private drawFlame(strength: number) {
    const length = 16 + strength * 16;
    this.flame
      .clear()
      .poly([-14, -6, -14 - length, 0, -14, 6])
      .fill({ color: 0xff9f43, alpha: 0.9 })
      .poly([-14, -3, -14 - length * 0.6, 0, -14, 3])
      .fill({ color: 0xfff3b0, alpha: 0.95 });
  }
}

/** A few round values between 1× and the top of the view, for the grid lines. */
function gridValues(top: number): number[] {
  const span = top - 1;
  const step = [0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000].find((s) => span / s <= 5) ?? 5000;
  const values: number[] = [];
  for (let m = 1 + step; m < top; m += step) values.push(m);
  return values;
}
