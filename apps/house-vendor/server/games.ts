import type { FastifyPluginAsync } from 'fastify';
import { slotsModule } from './games/slots/slots.module.ts';

/**
 * The game modules: each registers its games in the catalogue and its routes. A family's page
 * and engine live beside it (games/, web/).
 */
export const GAME_MODULES: readonly FastifyPluginAsync[] = [slotsModule];
