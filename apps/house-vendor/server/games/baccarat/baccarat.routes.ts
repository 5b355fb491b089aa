import type { BodyOf, QueryOf } from '@arcadia/contracts';
import {
  houseBaccaratDeal,
  houseBaccaratNewShoe,
  houseBaccaratRooms,
  houseBaccaratState,
  houseBaccaratVerify,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { verifyShoe } from '../../../games/baccarat/verify.ts';
import { route } from '../../http/route.ts';
import { deal } from './deal.service.ts';
import { baccaratRooms } from './rooms.ts';
import { seatFrom, tableState } from './seat.ts';
import { newShoe } from './shoes.service.ts';

/** The table page's endpoints (session, validated body, service), the verifier and the rooms feed. */
export async function baccaratRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  route(app, houseBaccaratState, async (request) => tableState(db, await seatFrom(app, request)));
  route(app, houseBaccaratDeal, async (request) => {
    const seat = await seatFrom(app, request);
    return deal(app.deps, seat, request.body as BodyOf<typeof houseBaccaratDeal>);
  });
  route(app, houseBaccaratNewShoe, async (request) => {
    const seat = await seatFrom(app, request);
    const { clientSeed } = request.body as BodyOf<typeof houseBaccaratNewShoe>;
    await newShoe(db, seat.table, seat.session.playerId, clientSeed);
    return tableState(db, seat);
  });
  route(app, houseBaccaratVerify, async (request) => {
    const { serverSeed, clientSeed, shoe } = request.query as QueryOf<typeof houseBaccaratVerify>;
    return verifyShoe(serverSeed, clientSeed, shoe);
  });
  route(app, houseBaccaratRooms, async (request) => {
    const { language, vendorCode } = request.query as QueryOf<typeof houseBaccaratRooms>;
    return { list: await baccaratRooms(db, language ?? 'EN', vendorCode) };
  });
}
