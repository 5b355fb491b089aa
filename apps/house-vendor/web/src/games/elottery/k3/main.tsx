import { bootDrawGame } from '../../lottery/kit/boot-draw.ts';
import { K3Game } from './k3-game.tsx';

bootDrawGame('k3', K3Game);
