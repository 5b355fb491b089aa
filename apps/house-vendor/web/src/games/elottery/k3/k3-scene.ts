import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics } from 'pixi.js';

/**
 * K3's three dice in Pixi: they rest on a plate showing the last throw, shake while a draw is
 * being drawn, and roll onto the result when it comes, first die first, in the order thrown.
 * The scene only draws: the page hands it faces and it answers when the last die has landed.
 */

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};
/** Chinese dice: the one and the four are red. */
const pipColour = (face: number) => (face === 1 || face === 4 ? 0xd6202e : 0x1d1d28);
const ROLL_MS = 1_100;
const STAGGER_MS = 380;

interface Die {
  view: Container;
  body: Graphics;
  face: number;
  shown: number;
  /** While rolling: when it started, where it lands, when it lands. */
  roll: { from: number; until: number; to: number; spin: number } | null;
}

export class K3Scene {
  private app = new Application();
  private ready: Promise<void>;
  private plate = new Graphics();
  private dice: Die[] = [];
  private shaking = false;
  private destroyed = false;
  private landed: (() => void) | null = null;
  private size = 64;

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
        this.app.stage.addChild(this.plate);
        for (let i = 0; i < 3; i++) {
          const view = new Container();
          const body = new Graphics();
          view.addChild(body);
          this.app.stage.addChild(view);
          this.dice.push({ view, body, face: 1, shown: 0, roll: null });
        }
        this.app.renderer.on('resize', () => this.layout());
        this.app.ticker.add(() => this.tick());
        this.layout();
      });
  }

  /** Shows a throw at rest (no animation). */
  show(faces: readonly number[]) {
    void this.ready.then(() => {
      this.dice.forEach((die, i) => {
        die.face = faces[i] ?? 1;
        die.roll = null;
      });
      this.layout();
    });
  }

  /** The dice shake in the cup while a draw is being drawn. */
  shake(on: boolean) {
    this.shaking = on;
  }

  /** Rolls onto `faces`, first die first; resolves once the last has landed. */
  roll(faces: readonly number[]): Promise<void> {
    return this.ready.then(
      () =>
        new Promise<void>((landed) => {
          if (this.destroyed) return landed();
          this.shaking = false;
          const now = performance.now();
          this.dice.forEach((die, i) => {
            die.face = faces[i] ?? 1;
            die.roll = { from: now, until: now + ROLL_MS + i * STAGGER_MS, to: die.face, spin: (i % 2 ? -1 : 1) * 9 };
          });
          this.landed = landed;
        }),
    );
  }

  destroy() {
    this.destroyed = true;
    this.landed?.();
    void this.ready.then(() => this.app.destroy(true, { children: true }));
  }

  private home(i: number) {
    const { width, height } = this.app.screen;
    const gap = this.size * 1.25;
    return { x: width / 2 + (i - 1) * gap, y: height / 2 + 6 };
  }

  private layout() {
    const { width, height } = this.app.screen;
    this.size = Math.max(40, Math.min(84, width / 5.2, height / 2.6));
    this.plate
      .clear()
      .ellipse(width / 2, height / 2 + this.size * 0.55, this.size * 2.4, this.size * 0.55)
      .fill({ color: 0x000000, alpha: 0.28 })
      .ellipse(width / 2, height / 2 + this.size * 0.45, this.size * 2.3, this.size * 0.5)
      .fill({ color: 0xffffff, alpha: 0.06 });
    this.dice.forEach((die, i) => {
      const { x, y } = this.home(i);
      die.view.position.set(x, y);
      die.view.rotation = 0;
      die.view.scale.set(1);
      this.paint(die, die.face, true);
    });
  }

  private paint(die: Die, face: number, force = false) {
    if (die.shown === face && !force) return;
    die.shown = face;
    const s = this.size;
    const r = s * 0.18;
    const g = die.body.clear();
    g.roundRect(-s / 2 + 2, -s / 2 + 5, s, s, r).fill({ color: 0x000000, alpha: 0.35 });
    g.roundRect(-s / 2, -s / 2, s, s, r).fill(0xf4efe6);
    g.roundRect(-s / 2 + s * 0.06, -s / 2 + s * 0.06, s * 0.88, s * 0.8, r * 0.8).fill(0xffffff);
    const step = s * 0.27;
    const pip = face === 1 ? s * 0.14 : s * 0.085;
    for (const [px, py] of PIPS[face] ?? []) g.circle(px * step, py * step, pip).fill(pipColour(face));
  }

  private tick() {
    const now = performance.now();
    let rolling = false;
    this.dice.forEach((die, i) => {
      const home = this.home(i);
      if (die.roll) {
        const { from, until, to, spin } = die.roll;
        const u = Math.min(1, (now - from) / (until - from));
        if (u >= 1) {
          die.roll = null;
          die.view.position.set(home.x, home.y);
          die.view.rotation = 0;
          die.view.scale.set(1);
          this.paint(die, to);
          return;
        }
        rolling = true;
        // Thrown up from the cup, bouncing down on the plate, the spin and the changing faces slowing as it settles.
        const bounce = Math.abs(Math.sin(u * Math.PI * 3)) * (1 - u) ** 1.6;
        die.view.position.set(
          home.x + Math.sin(u * 9 + i) * this.size * 0.25 * (1 - u),
          home.y - bounce * this.size * 1.1,
        );
        die.view.rotation = spin * (1 - u) ** 2;
        die.view.scale.set(1 + 0.12 * bounce);
        const flips = Math.floor(((now - from) / 70) * (1 - u * 0.6));
        this.paint(die, u > 0.85 ? to : ((flips + i * 2) % 6) + 1);
        return;
      }
      if (this.shaking) {
        const wobble = now / 60 + i * 2.1;
        die.view.position.set(home.x + Math.sin(wobble) * 4, home.y + Math.cos(wobble * 1.3) * 3);
        die.view.rotation = Math.sin(wobble * 0.8) * 0.25;
        this.paint(die, (Math.floor(now / 110 + i * 3) % 6) + 1);
      } else if (die.view.rotation !== 0 || die.shown !== die.face) {
        die.view.position.set(home.x, home.y);
        die.view.rotation = 0;
        this.paint(die, die.face);
      }
    });
    if (!rolling && this.landed && this.dice.every((die) => !die.roll)) {
      const landed = this.landed;
      this.landed = null;
      landed();
    }
  }
}
