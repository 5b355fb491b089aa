import { bootGame } from '../../shell/boot.tsx';
import { DiceGame } from './dice-game.tsx';

bootGame('dice', DiceGame);
