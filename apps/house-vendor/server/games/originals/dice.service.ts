import type { BodyOf, houseDiceRoll } from '@arcadia/contracts';
import * as dice from '../../../games/originals/dice.ts';
import type { MoneyDeps } from '../../rounds/money.ts';
import type { Session } from '../../sessions/sessions.ts';
import { gameCodeOf } from './catalogue.ts';
import { openRound, pay, refusedChoice } from './round-flow.ts';

export const DICE_GAME = gameCodeOf('dice');

/** One roll: opened, staked, rolled from its nonce, settled in the same call. */
export async function roll(deps: MoneyDeps, session: Session, body: BodyOf<typeof houseDiceRoll>) {
  const bet: dice.DiceBet = { direction: body.direction, target: body.target };
  let multiplier: number;
  try {
    multiplier = dice.multiplierOf(bet);
  } catch {
    refusedChoice('target', `${body.direction} ${body.target} is outside a 0.01%–98% chance`);
  }
  const opened = await openRound(deps, {
    session,
    family: 'dice',
    gameCode: DICE_GAME,
    stake: body.stake,
    play: { ...bet },
    expectedClientSeed: body.clientSeed,
  });
  const rolled = dice.rollDice(opened.random());
  const payout = dice.settle(body.stake, bet, rolled);
  const win = dice.wins(bet, rolled);
  const play = { ...bet, roll: rolled, win, multiplier };
  const wallet = await pay(deps, opened.round, { kind: 'settle', payout, play });
  return {
    roundId: `R${opened.round.id}`,
    stake: body.stake,
    ...bet,
    roll: rolled,
    win,
    multiplier,
    payout,
    balance: wallet.balance,
    held: wallet.held,
    fair: opened.fair,
  };
}
