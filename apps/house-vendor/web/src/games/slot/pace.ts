/** How long each part of a round takes on screen (ms): normal, or quick spin (and a slam of Spin mid-round). */
export interface Pace {
  /** Reels spin at least this long before the first one stops. */
  minSpin: number;
  /** Between one reel's stop and the next. */
  stagger: number;
  /** Extra time a reel spins when one more scatter would start the feature. */
  anticipation: number;
  /** Reel speed, symbols per millisecond. */
  speed: number;
  /** All of a spin's wins shown at once, then each on its own. */
  allWins: number;
  eachWin: number;
  /** A feature's banner (free spins won, more free spins, the bonus's end). */
  banner: number;
  /** Between free spins, and between autoplay's rounds. */
  gap: number;
  /** The big-win count-up. */
  celebrate: number;
}

const NORMAL: Pace = {
  minSpin: 650,
  stagger: 170,
  anticipation: 900,
  speed: 0.024,
  allWins: 900,
  eachWin: 1200,
  banner: 2200,
  gap: 450,
  celebrate: 3600,
};

const QUICK: Pace = {
  minSpin: 200,
  stagger: 60,
  anticipation: 450,
  speed: 0.032,
  allWins: 500,
  eachWin: 650,
  banner: 1300,
  gap: 220,
  celebrate: 1800,
};

export const pace = (quick: boolean): Pace => (quick ? QUICK : NORMAL);
