import { type Language, SLOT_TITLES, type SlotTitleCode } from '@arcadia/contracts';
import { TITLES } from '../../../../games/slots/titles.ts';
import type { ThemeColours } from '../../../../games/slots/types.ts';

/** The title a session was launched for: its game code is `ARC-<title>`. */
export function titleOf(gameCode: string): SlotTitleCode | null {
  const code = gameCode.replace(/^ARC-/, '');
  return (SLOT_TITLES as readonly string[]).includes(code) ? (code as SlotTitleCode) : null;
}

/** The title's own colours (its page and lobby tile share them). */
export const coloursOf = (title: SlotTitleCode): ThemeColours => TITLES[title].colours;

/** A reel symbol's drawing, served by the vendor (server/games/slots/art.routes.ts). */
export const symbolUrl = (gameCode: string, id: string) =>
  `/art/${encodeURIComponent(gameCode)}/symbols/${encodeURIComponent(id)}.svg`;

/** The lobby art (tile 4:3, banner 3:1) with the title's name in the player's language. */
export const sceneUrl = (gameCode: string, piece: 'tile' | 'banner', lang: Language) =>
  `/art/${encodeURIComponent(gameCode)}/${piece}.svg?lang=${lang}`;

/** '#f2c14e' as Pixi's 0xf2c14e. */
export const hex = (css: string) => Number.parseInt(css.replace('#', ''), 16);
