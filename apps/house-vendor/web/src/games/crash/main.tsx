import { bootGame } from '../../shell/boot.tsx';
import { CrashGame } from './crash-game.tsx';

bootGame('crash', CrashGame);
