import { GAME_CLASSIFICATIONS, type Language } from '@arcadia/contracts';
import type { Classification } from './list-state.ts';

/** JP, TG and AC always; bingo (BG) only when the brand's languages include TY (site-shell §2). */
export const classificationsFor = (languages: readonly Language[]): Classification[] =>
  GAME_CLASSIFICATIONS.filter((code) => code !== 'BG' || languages.includes('TY'));
