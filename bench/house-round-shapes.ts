// The payouts of real house rounds, for bench/house-bets.mjs's signed seamless rows (run as `node
// --import tsx bench/house-round-shapes.ts <count>`): each family's rounds played with its own engine
// on FastRandom at the stake and choice the page-API rows play, so the wallet's win calls carry the
// game's own mix of losses (win of 0), small wins and big ones. Prints one JSON object.

import { shuffle } from '../apps/house-vendor/games/baccarat/fair.ts';
import { returnOf } from '../apps/house-vendor/games/baccarat/payouts.ts';
import { dealShoe } from '../apps/house-vendor/games/baccarat/shoe.ts';
import * as k3 from '../apps/house-vendor/games/elottery/k3.ts';
import { FastRandom } from '../apps/house-vendor/games/fair/random.ts';
import * as dice from '../apps/house-vendor/games/originals/dice.ts';
import { play } from '../apps/house-vendor/games/slots/play.ts';
import { VIETNAM_GAMES } from '../apps/house-vendor/server/games/lottery/games.ts';
import { ticketOutcome } from '../apps/house-vendor/server/games/lottery/payout.ts';
import { drawPrizes } from '../apps/house-vendor/server/games/lottery/prize-table.ts';

const count = Number(process.argv[2] ?? 20_000);
const random = new FastRandom(20_260_202);
const times = (make: () => number) => Array.from({ length: count }, make);

const k3Big = k3.validateBet({ key: 'big', stake: 100 });
if (!k3Big.ok) throw new Error('k3 big refused');
const vn1 = VIETNAM_GAMES.find((game) => game.code === 'ARCV-VN-1');
if (!vn1) throw new Error('no ARCV-VN-1');

const hands: number[] = [];
while (hands.length < count) {
  for (const { result } of dealShoe(shuffle(random))) hands.push(returnOf('banker', 100, result));
}

console.log(
  JSON.stringify({
    slot: { stake: 25, payouts: times(() => play('golden-dragon', 25, random).win) },
    dice: {
      stake: 100,
      payouts: times(() => dice.settle(100, { direction: 'under', target: 5_000 }, dice.rollDice(random))),
    },
    k3: { stake: 100, payouts: times(() => k3.settler(k3.draw(random))(k3Big.bet)) },
    vietnam: {
      stake: 100,
      payouts: times(
        () =>
          ticketOutcome(
            { betType: 'LO', number: '27', stake: 100, odds: vn1.odds.LO },
            drawPrizes(vn1.region, () => random.int(10)),
          ).payout,
      ),
    },
    baccarat: { stake: 100, payouts: hands.slice(0, count) },
  }),
);
