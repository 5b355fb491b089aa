import type { FastifyPluginAsync } from 'fastify';
import { baccaratModule } from './games/baccarat/baccarat.module.ts';
import { elotteryModule } from './games/elottery/elottery.module.ts';
import { lotteryModule } from './games/lottery/lottery.module.ts';
import { originalsModule } from './games/originals/originals.module.ts';
import { slotsModule } from './games/slots/slots.module.ts';

/**
 * The game modules: each registers its games in the catalogue and its routes. A family's page
 * and engine live beside it (games/, web/).
 */
export const GAME_MODULES: readonly FastifyPluginAsync[] = [
  slotsModule,
  originalsModule,
  lotteryModule,
  elotteryModule,
  baccaratModule,
];
