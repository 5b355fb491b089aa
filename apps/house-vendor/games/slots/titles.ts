import { CORAL_REEF } from './titles/coral-reef.ts';
import { GOLDEN_DRAGON } from './titles/golden-dragon.ts';
import { PHARAOHS_SUN } from './titles/pharaohs-sun.ts';
import type { SlotTitle } from './types.ts';

/** The house vendor's slot titles by code, in the order the lobby lists them. */
export const TITLES = {
  'golden-dragon': GOLDEN_DRAGON,
  'pharaohs-sun': PHARAOHS_SUN,
  'coral-reef': CORAL_REEF,
} as const satisfies Readonly<Record<string, SlotTitle>>;

export type TitleCode = keyof typeof TITLES;

export const TITLE_CODES = Object.keys(TITLES) as TitleCode[];

export const isTitleCode = (value: unknown): value is TitleCode =>
  typeof value === 'string' && Object.hasOwn(TITLES, value);
