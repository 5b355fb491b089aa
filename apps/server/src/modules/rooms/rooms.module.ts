import { roomList } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { listRooms, roomLanguage } from './rooms.service.ts';

/** GLS2_roomList: the rooms of the brand's room vendors (the PVP popup list), public like the lobby. */
async function roomsModule(app: FastifyInstance) {
  route(app, roomList, async ({ merchant, query, request }) => ({
    list: await listRooms(app.db, merchant.id, query.vassalage, roomLanguage(query.language, request.lang)),
  }));
}

export default defineModule('rooms', roomsModule, { dependencies: ['auth.guards'] });
