import { bootDrawGame } from '../../lottery/kit/boot-draw.ts';
import { KenoGame } from './keno-game.tsx';

bootDrawGame('keno', KenoGame);
