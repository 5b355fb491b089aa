import type { ComponentType } from 'react';
import type { OriginalCode } from '../../../../../games/originals/game.ts';
import { bootGame } from '../../../shell/boot.tsx';

export type DrawFamily = 'lottery' | 'k3' | '5d' | 'keno';

/**
 * A draw game's page start. The shell is typed for the originals' families (boot.tsx); it uses
 * the family only as a name here (the session's storage key, the header's title), so a draw
 * game's family is passed through as one until the shell takes every house family.
 */
export const bootFamily = (family: DrawFamily) => family as string as OriginalCode;

export const bootDrawGame = (family: DrawFamily, Game: ComponentType) => bootGame(bootFamily(family), Game);
