import { bootDrawGame } from '../../lottery/kit/boot-draw.ts';
import { FiveDGame } from './five-d-game.tsx';

bootDrawGame('5d', FiveDGame);
