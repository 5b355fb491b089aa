import { bootGame } from '../../shell/boot.tsx';
import { PlinkoGame } from './plinko-game.tsx';

bootGame('plinko', PlinkoGame);
