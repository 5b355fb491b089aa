import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Text } from 'pixi.js';

/**
 * Keno's twenty balls in Pixi: they rest in a tray of two rows showing the last draw, tumble in
 * the blower while a draw is being drawn, and fall into the tray one by one in the order drawn
 * when the result comes. The scene only draws; it answers when the last ball has landed.
 */

const BANDS = [0xe53950, 0xf5b301, 0x2f7cf6, 0x1fbf75];
const bandOf = (n: number) => Math.min(3, Math.floor((n - 1) / 20));
const EVERY_MS = 170;
const FALL_MS = 620;
const PER_ROW = 10;

interface Ball {
  view: Container;
  number: number;
  /** When it starts falling (performance.now), or null at rest. */
  from: number | null;
}

/** A fall with two bounces: the ball lands, hops a little, and settles. */
function bounce(u: number): number {
  if (u < 0.62) return (u / 0.62) ** 2;
  if (u < 0.86) return 1 - 0.12 * Math.sin(((u - 0.62) / 0.24) * Math.PI);
  return 1 - 0.03 * Math.sin(((u - 0.86) / 0.14) * Math.PI);
}

export class KenoScene {
  private app = new Application();
  private ready: Promise<void>;
  private tray = new Graphics();
  private layer = new Container();
  private balls: Ball[] = [];
  private tumbling = false;
  private destroyed = false;
  private landed: (() => void) | null = null;
  private size = 30;

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
        this.app.stage.addChild(this.tray, this.layer);
        this.app.renderer.on('resize', () => this.layout());
        this.app.ticker.add(() => this.tick());
        this.layout();
      });
  }

  /** The balls of a draw at rest in the tray, in the order drawn. */
  show(order: readonly number[]) {
    void this.ready.then(() => this.place(order, null));
  }

  tumble(on: boolean) {
    this.tumbling = on;
    if (!on) void this.ready.then(() => this.layout());
  }

  /** The balls fall into the tray in `order`; resolves once the last has landed. */
  drop(order: readonly number[]): Promise<void> {
    return this.ready.then(
      () =>
        new Promise<void>((landed) => {
          if (this.destroyed) return landed();
          this.tumbling = false;
          this.place(order, performance.now());
          this.landed = landed;
        }),
    );
  }

  destroy() {
    this.destroyed = true;
    this.landed?.();
    void this.ready.then(() => this.app.destroy(true, { children: true }));
  }

  private slot(i: number) {
    const { width, height } = this.app.screen;
    const gap = this.size * 1.08;
    const left = width / 2 - (gap * (PER_ROW - 1)) / 2;
    const row = Math.floor(i / PER_ROW);
    return { x: left + (i % PER_ROW) * gap, y: height - this.size * (row === 0 ? 1.75 : 0.62) };
  }

  private place(order: readonly number[], start: number | null) {
    this.layer.removeChildren().forEach((child) => {
      child.destroy({ children: true });
    });
    this.balls = order.map((number, i) => {
      const view = this.ballView(number);
      this.layer.addChild(view);
      const at = this.slot(i);
      view.position.set(at.x, start === null ? at.y : -this.size);
      return { view, number, from: start === null ? null : start + i * EVERY_MS };
    });
  }

  private ballView(number: number): Container {
    const r = this.size / 2;
    const view = new Container();
    const body = new Graphics()
      .circle(1, 2, r)
      .fill({ color: 0x000000, alpha: 0.3 })
      .circle(0, 0, r)
      .fill(BANDS[bandOf(number)] ?? 0xffffff)
      .circle(0, 0, r * 0.62)
      .fill(0xffffff)
      .circle(-r * 0.38, -r * 0.42, r * 0.2)
      .fill({ color: 0xffffff, alpha: 0.55 });
    const label = new Text({
      text: String(number),
      style: { fontFamily: 'system-ui, sans-serif', fontSize: r * 0.78, fontWeight: '900', fill: 0x1b1b28 },
      resolution: Math.min(window.devicePixelRatio || 1, 2) * 1.5,
    });
    label.anchor.set(0.5);
    view.addChild(body, label);
    return view;
  }

  private layout() {
    const { width, height } = this.app.screen;
    this.size = Math.max(22, Math.min(46, (width - 16) / (PER_ROW * 1.08), height / 3.2));
    const top = this.slot(0).y - this.size * 0.7;
    this.tray
      .clear()
      .roundRect(8, top, width - 16, height - top - 4, 14)
      .fill({ color: 0x000000, alpha: 0.22 });
    const order = this.balls.map((ball) => ball.number);
    if (order.length > 0 && !this.balls.some((ball) => ball.from !== null)) this.place(order, null);
  }

  private tick() {
    const now = performance.now();
    const { width } = this.app.screen;
    let falling = false;
    this.balls.forEach((ball, i) => {
      const at = this.slot(i);
      if (this.tumbling) {
        // In the blower: each ball on its own loop above the tray.
        const phase = now / 420 + i * 1.7;
        ball.view.position.set(
          width / 2 + Math.sin(phase * 1.3 + i) * width * 0.33,
          this.size * 1.4 + Math.abs(Math.sin(phase)) * this.size * 1.4,
        );
        return;
      }
      if (ball.from === null) return;
      const u = (now - ball.from) / FALL_MS;
      if (u >= 1) {
        ball.from = null;
        ball.view.position.set(at.x, at.y);
        return;
      }
      falling = true;
      const start = -this.size;
      ball.view.position.set(at.x, u <= 0 ? start : start + (at.y - start) * bounce(u));
    });
    if (!falling && this.landed) {
      const landed = this.landed;
      this.landed = null;
      landed();
    }
  }
}
