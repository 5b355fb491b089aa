import { envelope, type GameItem, gameItemSchema, gameList, type ValueOf } from '@arcadia/contracts';
import * as z from 'zod/mini';
import { KeptAnswer } from '../../platform/kept-answer.ts';

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

/** Answers written for a kept page's list of games (catalogue-index.ts), by message. */
const answers = new WeakMap<GameItem[], Map<string, KeptAnswer>>();

/**
 * The game list's answer as JSON, the same text the contract's schema writes: the envelope and
 * the counts through their schema, each game through the item schema once per kept item rather
 * than on every answer (an item marked as a favourite is its kept twin, games.service.ts). The
 * list of a kept page is always the same object with the same counts, so its answer is written
 * once per message (language) and kept with it, as a KeptAnswer that is compressed once too.
 */
export function gameListJson(answer: ListAnswer): string | KeptAnswer {
  const list = answer.value.games;
  const known = answers.get(list)?.get(answer.message);
  if (known !== undefined && answer.success && answer.code === 'ok') return known;
  const games = list.map(jsonOf).join(',');
  const rest = JSON.stringify(z.encode(answerSchema, { ...answer, value: { ...answer.value, games: [] } }));
  // The only `"games":[]` of the text: any in a message is written with escaped quotes.
  const json = rest.replace('"games":[]', () => `"games":[${games}]`);
  // Only a kept page's list (frozen by the index) comes again; a marked copy is new each time.
  if (answer.success && answer.code === 'ok' && Object.isFrozen(list)) {
    const kept = new KeptAnswer(json);
    const byMessage = answers.get(list) ?? new Map<string, KeptAnswer>();
    byMessage.set(answer.message, kept);
    answers.set(list, byMessage);
    return kept;
  }
  return json;
}
