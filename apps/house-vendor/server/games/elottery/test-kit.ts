import type { ElotteryTicket } from '@arcadia/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { drawRandom } from '../../../games/elottery/fairness.ts';
import type { Db } from '../../db/db.ts';
import { seedOf } from '../lottery/test-kit.ts';
import { type ElotteryGame, elotteryGame } from './games.ts';

/** Test helpers of the e-lottery suites (not used by the server). */

export const gameOf = (gameCode: string): ElotteryGame => {
  const game = elotteryGame(gameCode);
  if (!game) throw new Error(`no game ${gameCode}`);
  return game;
};

/** What a committed draw will give, and what a bet returns on it (the test reads the vendor's own table). */
export async function comingDraw(db: Db, gameCode: string, drawNo: number) {
  const game = gameOf(gameCode);
  const result = game.draw(drawRandom(await seedOf(db, gameCode, drawNo), gameCode, drawNo));
  const pay = game.settler(result);
  return { result, pays: (bet: { key: string; stake: number; [choice: string]: unknown }) => pay(bet) };
}

export const ticketOf = (response: LightMyRequestResponse) => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json().value as { ticket: ElotteryTicket; balance: number | null };
};
