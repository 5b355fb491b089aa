import type { BodyOf, houseDropPlinko } from '@arcadia/contracts';
import * as plinko from '../../../games/originals/plinko.ts';
import type { MoneyDeps } from '../../rounds/money.ts';
import type { Session } from '../../sessions/sessions.ts';
import { gameCodeOf } from './catalogue.ts';
import { openRound, pay } from './round-flow.ts';

export const PLINKO_GAME = gameCodeOf('plinko');

/** One drop: opened, staked, its path drawn from its nonce (one int(2) per row), settled in the same call. */
export async function drop(deps: MoneyDeps, session: Session, body: BodyOf<typeof houseDropPlinko>) {
  const { rows, risk } = body;
  const opened = await openRound(deps, {
    session,
    family: 'plinko',
    gameCode: PLINKO_GAME,
    stake: body.stake,
    play: { rows, risk },
    expectedClientSeed: body.clientSeed,
  });
  const path = plinko.dropPath(opened.random(), rows);
  const bucket = plinko.bucketOf(path);
  const multiplier = plinko.multiplierOf(rows, risk, bucket);
  const payout = plinko.settle(body.stake, rows, risk, bucket);
  const play = { rows, risk, path, bucket, multiplier };
  const wallet = await pay(deps, opened.round, { kind: 'settle', payout, play });
  return {
    roundId: `R${opened.round.id}`,
    stake: body.stake,
    ...play,
    payout,
    balance: wallet.balance,
    held: wallet.held,
    fair: opened.fair,
  };
}
