import { LOTTERY_MIN_STAKE } from '@arcadia/contracts';
import type { Draft } from './game-catalogue.ts';
import { fill, names, type Phrase, SLOT_ADJECTIVES, SLOT_NOUNS } from './game-words.ts';
import * as more from './game-words-more.ts';

/** The house slots' minimum bets cycle through the lobby's filter options. */
const SLOT_BETS = [1, 5, 10, 50, 75];
const en = (phrase: Phrase) => phrase[0];

type HouseDraft = Draft & { gameCode: string; variant: string; hot: boolean };
const house = (gameCode: string, phrase: Phrase, minBet: number, variant: string, hot: boolean): HouseDraft => ({
  gameCode,
  variant,
  hot,
  names: names(phrase),
  classify: null,
  minBet,
  lineNum: 0,
});

/**
 * The house vendor's playable games with the variant its engine reads: ARC
 * slots (the theme; lines 20 or 25, the engine's two line sets), ARCL and ARCP
 * baccarat (table kind), ARCV lotteries (draw interval). Minimum bets are the
 * engines' own.
 */
export function houseDrafts(vendorCode: string): HouseDraft[] {
  switch (vendorCode) {
    case 'ARC':
      return SLOT_NOUNS.slice(0, 40).map((noun, i) => ({
        gameCode: `ARC-SLOT-${i + 1}`,
        variant: en(noun).toLowerCase(),
        hot: i < 8,
        names: fill(SLOT_ADJECTIVES[1 + (i % (SLOT_ADJECTIVES.length - 1))] as Phrase, names(noun)),
        classify: i % 10 === 9 ? 'JP' : null,
        minBet: SLOT_BETS[i % SLOT_BETS.length] ?? 10,
        lineNum: i % 2 === 0 ? 25 : 20,
      }));
    case 'ARCL':
      return more.HOUSE_LIVE_TABLES.map((phrase, i) =>
        house(`ARCL-BAC-${i + 1}`, phrase, [100, 1000, 10000][i] ?? 100, i === 2 ? 'vip' : 'classic', i < 2),
      );
    case 'ARCP':
      return more.HOUSE_CARD_ROOMS.map((phrase, i) =>
        house(`ARCP-BAC-${i + 1}`, phrase, [100, 500, 2000, 10000][i] ?? 100, i === 3 ? 'high' : 'room', i < 2),
      );
    case 'ARCV':
      return more.HOUSE_LOTTOS.map((phrase, i) => {
        const minutes = [1, 3, 5][i] ?? 1;
        return house(`ARCV-VN-${minutes}`, phrase, LOTTERY_MIN_STAKE, `${minutes}m`, true);
      });
    default:
      return [];
  }
}
