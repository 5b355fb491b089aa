import { bootGame } from '../../shell/boot.tsx';
import { MinesGame } from './mines-game.tsx';

bootGame('mines', MinesGame);
