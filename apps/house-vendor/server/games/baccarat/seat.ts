import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.ts';
import { VendorError } from '../../http/errors.ts';
import { sessionFrom } from '../../page-routes.ts';
import type { Session } from '../../sessions/sessions.ts';
import { ensureShoe } from './shoes.service.ts';
import { type TableRow, tablesRepo } from './tables.repo.ts';
import { stateView } from './views.ts';

/** A player at a table: the page's session and the table it was launched for. */
export interface Seat {
  session: Session;
  table: TableRow;
}

/**
 * The table of the page's session, the player sat at it (seen now). Another game's session is
 * refused (forbidden), a closed table is game-maintenance, and a full one refuses a player who is
 * not already at it (table-full).
 */
export async function seatFrom(app: FastifyInstance, request: FastifyRequest): Promise<Seat> {
  const session = await sessionFrom(app, request);
  const tables = tablesRepo(app.deps.db);
  const table = await tables.byGameCode(session.gameCode);
  if (!table || table.vendorCode !== session.vendorCode) throw new VendorError('forbidden');
  if (!table.enabled) throw new VendorError('game-maintenance');
  if (!(await tables.seated(table.id, session.playerId))) {
    const others = (await tables.presentPlayers([table.id], session.playerId)).get(table.id) ?? 0;
    if (others >= table.seats) throw new VendorError('table-full');
  }
  await tables.sit(table.id, session.playerId);
  return { session, table };
}

/** The table as its player sees it now (the shoe opened if none is). */
export async function tableState(db: Db, seat: Seat) {
  const shoe = await ensureShoe(db, seat.table, seat.session.playerId);
  return stateView(db, { table: seat.table, playerId: seat.session.playerId, shoe, language: seat.session.language });
}
