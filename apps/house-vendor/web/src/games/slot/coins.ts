import { Container, Graphics } from 'pixi.js';

interface Coin {
  view: Graphics;
  x: number;
  y: number;
  vx: number;
  vy: number;
  turn: number;
  phase: number;
}

const COUNT = 70;
const GRAVITY = 0.0011;

/** Gold coins thrown up from the bottom of the reels and falling back, turning: a big win. */
export class CoinShower {
  readonly view = new Container();
  private coins: Coin[] = [];
  private raining = false;

  start() {
    this.raining = true;
  }

  stop() {
    this.raining = false;
  }

  update(dt: number, width: number, height: number) {
    const radius = Math.max(8, Math.min(18, width / 34));
    if (this.raining && this.coins.length < COUNT) {
      for (let i = 0; i < 3; i++) this.coins.push(this.coin(width, height, radius));
    }
    for (const coin of this.coins) {
      coin.vy += GRAVITY * dt;
      coin.x += coin.vx * dt;
      coin.y += coin.vy * dt;
      coin.phase += coin.turn * dt;
      coin.view.position.set(coin.x, coin.y);
      coin.view.scale.x = Math.cos(coin.phase);
    }
    // A coin that fell out of sight is thrown again while it rains, else let go.
    this.coins = this.coins.filter((coin) => {
      if (coin.y < height + radius * 2) return true;
      if (this.raining) {
        Object.assign(coin, this.launch(width, height));
        return true;
      }
      coin.view.destroy();
      return false;
    });
  }

  private coin(width: number, height: number, radius: number): Coin {
    const view = new Graphics()
      .circle(0, 0, radius)
      .fill(0xd99a06)
      .circle(0, 0, radius * 0.82)
      .fill(0xffcf3f)
      .circle(0, 0, radius * 0.55)
      .stroke({ color: 0xd99a06, width: Math.max(1.5, radius * 0.12) })
      .ellipse(-radius * 0.32, -radius * 0.38, radius * 0.28, radius * 0.16)
      .fill({ color: 0xffffff, alpha: 0.7 });
    this.view.addChild(view);
    return { view, ...this.launch(width, height) };
  }

  private launch(width: number, height: number) {
    return {
      x: width * (0.15 + Math.random() * 0.7),
      y: height + 10,
      vx: (Math.random() - 0.5) * 0.35,
      vy: -(0.75 + Math.random() * 0.55) * Math.sqrt(height / 420),
      turn: 0.004 + Math.random() * 0.01,
      phase: Math.random() * Math.PI,
    };
  }
}
