import { bootDrawGame } from './kit/boot-draw.ts';
import { LotteryGame } from './lottery-game.tsx';

bootDrawGame('lottery', LotteryGame);
