import { BlurFilter, Container, Sprite, type Texture } from 'pixi.js';

/**
 * One reel as an endless tape of symbols: `pos` counts how far it has scrolled down (in
 * symbols), and the tape's index `-pos` is in the top row. Symbols above the window are drawn
 * from the title's set at random as they come into view; when the server's stop is known, the
 * three it landed on are written onto the tape far enough above the window that they have never
 * been seen, and the reel eases onto them, bouncing once.
 */

const WINDUP_MS = 110;
const WINDUP = 0.22;
const ACCEL_MS = 170;
const BOUNCE_MS = 180;
const BOUNCE = 0.1;
/** Four sprites: three rows and the one coming in. */
const SPRITES = 4;

type Motion =
  | { kind: 'rest' }
  | { kind: 'spin'; t0: number; p0: number; speed: number }
  | { kind: 'land'; t0: number; p0: number; distance: number; duration: number }
  | { kind: 'bounce'; t0: number; at: number };

const easeOutCubic = (u: number) => 1 - (1 - u) ** 3;

export class Reel {
  readonly view = new Container();
  readonly sprites: Sprite[] = [];
  /** Symbols per millisecond, for the blur. */
  velocity = 0;
  private tape = new Map<number, string>();
  private pos = 0;
  private motion: Motion = { kind: 'rest' };
  private landing: { ids: readonly string[]; at: number; done: () => void } | null = null;
  private blur = new BlurFilter({ strengthX: 0, strengthY: 0, quality: 2 });

  constructor(
    private texture: (id: string) => Texture,
    private filler: () => string,
    ids: readonly string[],
  ) {
    for (let i = 0; i < SPRITES; i++) {
      const sprite = new Sprite();
      sprite.anchor.set(0.5);
      this.sprites.push(sprite);
      this.view.addChild(sprite);
    }
    this.show(ids);
  }

  get turning() {
    return this.motion.kind !== 'rest';
  }

  /** Rests on `ids` (top to bottom) at once. */
  show(ids: readonly string[]) {
    this.pos = Math.round(this.pos);
    this.motion = { kind: 'rest' };
    ids.forEach((id, row) => {
      this.tape.set(row - this.pos, id);
    });
    this.landing?.done();
    this.landing = null;
  }

  spin(now: number, speed: number) {
    this.motion = { kind: 'spin', t0: now, p0: this.pos, speed };
  }

  /** Lands on `ids` with the easing starting at `at` (or once the reel is up to speed). */
  land(ids: readonly string[], at: number): Promise<void> {
    this.landing?.done();
    if (this.motion.kind === 'rest') {
      this.show(ids);
      return Promise.resolve();
    }
    return new Promise((done) => {
      this.landing = { ids, at, done };
    });
  }

  /** Brings a landing forward (the player slammed Spin). */
  hurry(at: number) {
    if (this.landing && this.motion.kind === 'spin') this.landing.at = Math.min(this.landing.at, at);
  }

  /** Moves the tape to `now` and lays the sprites out in a column `cell` wide from y = 0. */
  update(now: number, cell: number, size: number, pulse: readonly number[], alpha: readonly number[]) {
    const before = this.pos;
    this.advance(now);
    this.velocity = this.velocity * 0.6 + (Math.abs(this.pos - before) / 16.7) * 0.4;
    const top = -this.pos;
    const first = Math.floor(top);
    const resting = this.motion.kind === 'rest';
    this.sprites.forEach((sprite, k) => {
      const index = first + k;
      sprite.texture = this.texture(this.symbolAt(index));
      sprite.y = (index - top + 0.5) * cell;
      const row = index - first;
      const scale = resting ? (pulse[row] ?? 1) : 1;
      sprite.width = size * scale;
      sprite.height = size * scale;
      sprite.alpha = resting ? (alpha[row] ?? 1) : 1;
    });
    const strength = Math.min(22, this.velocity * cell * 7);
    this.blur.strengthY = strength;
    this.view.filters = strength > 0.8 ? [this.blur] : [];
    // Symbols long gone below the window are forgotten.
    if (!resting) for (const index of this.tape.keys()) if (index > first + 8) this.tape.delete(index);
  }

  private symbolAt(index: number): string {
    let id = this.tape.get(index);
    if (id === undefined) {
      id = this.filler();
      this.tape.set(index, id);
    }
    return id;
  }

  private advance(now: number) {
    const m = this.motion;
    if (m.kind === 'spin') {
      const u = now - m.t0;
      if (u < 0) this.pos = m.p0;
      else if (u < WINDUP_MS) this.pos = m.p0 - WINDUP * Math.sin(((Math.PI / 2) * u) / WINDUP_MS);
      else if (u < WINDUP_MS + ACCEL_MS) {
        const a = (u - WINDUP_MS) / ACCEL_MS;
        this.pos = m.p0 - WINDUP + (m.speed * ACCEL_MS * a * a) / 2;
      } else this.pos = m.p0 - WINDUP + (m.speed * ACCEL_MS) / 2 + m.speed * (u - WINDUP_MS - ACCEL_MS);
      if (this.landing && now >= this.landing.at && u >= WINDUP_MS + ACCEL_MS) this.startLanding(now, m.speed);
    } else if (m.kind === 'land') {
      const u = Math.min(1, (now - m.t0) / m.duration);
      this.pos = m.p0 + m.distance * easeOutCubic(u);
      if (u >= 1) this.motion = { kind: 'bounce', t0: now, at: m.p0 + m.distance };
    } else if (m.kind === 'bounce') {
      const w = Math.min(1, (now - m.t0) / BOUNCE_MS);
      this.pos = m.at + BOUNCE * Math.sin(Math.PI * w) * (1 - w * 0.3);
      if (w >= 1) {
        this.pos = m.at;
        this.motion = { kind: 'rest' };
        this.landing?.done();
        this.landing = null;
      }
    }
  }

  /**
   * The stop: the tape index of the top row becomes -stop, where `stop` is at least three whole
   * symbols past the top of what is in view, so the landed symbols come in from above unseen.
   * The easing starts at the reel's speed, so the reel slows without a jolt.
   */
  private startLanding(now: number, speed: number) {
    const landing = this.landing;
    if (!landing) return;
    const stop = Math.ceil(this.pos) + 3;
    landing.ids.forEach((id, row) => {
      this.tape.set(row - stop, id);
    });
    const distance = stop - this.pos;
    this.motion = { kind: 'land', t0: now, p0: this.pos, distance, duration: (3 * distance) / speed };
  }
}
