import type { OriginalCode } from '../../../../games/originals/game.ts';
import { bootGame } from '../../shell/boot.tsx';
import { SlotGame } from './slot-game.tsx';

/**
 * The three titles share one page and one seed-pair family, 'slot' (the contract's HouseFamily).
 * The shell still types its family as the originals' codes; everything it does with it (the
 * seed pair, the kept session, the header's name) works for 'slot' as it stands.
 */
bootGame('slot' as OriginalCode, SlotGame);
