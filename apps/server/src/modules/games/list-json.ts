import { envelope, type GameItem, gameItemSchema, gameList, type ValueOf } from '@arcadia/contracts';
import * as z from 'zod/mini';

type ListAnswer = { success: boolean; code: string; message: string; value: ValueOf<typeof gameList> };

const answerSchema = envelope(gameList.value);
/** Each kept list item (catalogue-index.ts: one object per game and language) as JSON, checked once. */
const itemJson = new WeakMap<GameItem, string>();

const jsonOf = (item: GameItem): string => {
  let json = itemJson.get(item);
  if (json === undefined) {
    json = JSON.stringify(z.encode(gameItemSchema, item));
    itemJson.set(item, json);
  }
  return json;
};

/**
 * The game list's answer as JSON, the same text the contract's schema writes: the envelope and
 * the counts through their schema, each game through the item schema once per kept item rather
 * than on every answer (a favourite-marked copy is a new object, written afresh).
 */
export function gameListJson(answer: ListAnswer): string {
  const games = answer.value.games.map(jsonOf).join(',');
  const rest = JSON.stringify(z.encode(answerSchema, { ...answer, value: { ...answer.value, games: [] } }));
  // The only `"games":[]` of the text: any in a message is written with escaped quotes.
  return rest.replace('"games":[]', () => `"games":[${games}]`);
}
