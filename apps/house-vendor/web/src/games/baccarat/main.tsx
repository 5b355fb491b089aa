import type { OriginalCode } from '../../../../games/originals/game.ts';
import { bootGame } from '../../shell/boot.tsx';
import { BaccaratGame } from './baccarat-game.tsx';

/**
 * Every table (ARCL-BAC-*, ARCP-BAC-*) opens this page; its session names the table. The shell
 * still types its family as the originals' codes; what it does with it (the kept session's key,
 * the header's name 'game.baccarat', the seed pair it asks for) works for 'baccarat', the
 * contract's HouseFamily, as it stands. The page's own fairness is the shoe's (shoe-panel.tsx).
 */
bootGame('baccarat' as string as OriginalCode, BaccaratGame);
