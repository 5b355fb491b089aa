import type { TitleCode } from '../titles.ts';
import { CORAL_REEF_ART } from './coral-reef.ts';
import type { TitleArt } from './draw.ts';
import { GOLDEN_DRAGON_ART } from './golden-dragon.ts';
import { PHARAOHS_SUN_ART } from './pharaohs-sun.ts';

/** Each title's art by its code: the lobby's tiles and banners, the page's reel symbols. */
export const TITLE_ART: Readonly<Record<TitleCode, TitleArt>> = {
  'golden-dragon': GOLDEN_DRAGON_ART,
  'pharaohs-sun': PHARAOHS_SUN_ART,
  'coral-reef': CORAL_REEF_ART,
};
