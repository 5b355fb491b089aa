import { createHash, randomBytes } from 'node:crypto';
import { ERROR_STATUS, type ErrorCode, isLanguage, type Language } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { type SeamlessClient, SeamlessError } from '../seamless-client.ts';
import type { StateView } from './baccarat.api.ts';
import { fairShoe, newClientSeed, newServerSeed, seedHash } from './fair.ts';
import { handsRepo, type ShoeRow } from './hands.repo.ts';
import { firstHandPosition } from './shoe.ts';
import { type SessionRow, type TableRow, tablesRepo } from './tables.repo.ts';
import { stateView } from './views.ts';

/** What the table's services need: the database and a seamless-wallet client per vendor (ARCL, ARCP). */
export interface BaccaratDeps {
  db: Db;
  wallet: (vendor: string) => Promise<SeamlessClient>;
}

export const TABLE_VENDORS = ['ARCL', 'ARCP'] as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A wallet refusal as our own error; an unreachable wallet is game-maintenance. */
export function walletError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SeamlessError && !error.retryable && error.code in ERROR_STATUS) return new AppError(error.code);
  return new AppError('game-maintenance');
}

/**
 * Exchanges the launch token with the wallet (seamless authenticate) and opens a
 * session at the table the token names. Without a vendor from the launch address
 * the token is offered to ARCL then ARCP: the wallet refuses (without spending it)
 * a token signed by another vendor than the one it was issued for.
 */
export async function openSession(deps: BaccaratDeps, launchToken: string, vendor: string | undefined, lang: Language) {
  const vendors = vendor ? [vendor] : TABLE_VENDORS;
  let auth: Awaited<ReturnType<SeamlessClient['authenticate']>> | undefined;
  let from = '';
  for (const candidate of vendors) {
    try {
      auth = await (await deps.wallet(candidate)).authenticate({ launchToken });
      from = candidate;
      break;
    } catch (error) {
      const last = candidate === vendors[vendors.length - 1];
      if (last || !(error instanceof SeamlessError) || error.code !== 'invalid-launch-token') throw walletError(error);
    }
  }
  if (!auth) throw new AppError('invalid-launch-token');
  const tables = tablesRepo(deps.db);
  const table = await tables.byGameCode(auth.gameCode);
  if (!table || table.vendor !== from) throw new AppError('game-not-found');
  if (!table.enabled) throw new AppError('game-maintenance');
  const present = (await tables.presentPlayers([table.id], auth.playerId)).get(table.id) ?? 0;
  if (present >= table.seats) throw new AppError('table-full');
  const sessionToken = randomBytes(24).toString('base64url');
  const created = await tables.createSession({
    tokenHash: hashOf(sessionToken),
    tableId: table.id,
    playerId: auth.playerId,
    nickname: auth.nickname,
    currency: auth.currency,
    language: isLanguage(auth.language) ? auth.language : lang,
  });
  if (!created) throw new Error('session not stored');
  const session: SessionRow = {
    id: created.id,
    tableId: table.id,
    playerId: auth.playerId,
    nickname: auth.nickname,
    currency: auth.currency,
    language: auth.language,
  };
  const shoe = await ensureShoe(deps.db, table, auth.playerId);
  const state = await stateView(handsRepo(deps.db), { table, session, shoe, balance: auth.balance, language: lang });
  return { ...state, sessionToken };
}

export interface Seat {
  session: SessionRow;
  table: TableRow;
}

/** The session a page's token names (seen now), or invalid-launch-token: the page asks to reopen the game. */
export async function seatOf(db: Db, token: string | undefined): Promise<Seat> {
  if (!token || token.length > 128) throw new AppError('invalid-launch-token');
  const tables = tablesRepo(db);
  const session = await tables.touchSession(hashOf(token));
  const table = session && (await tables.byId(session.tableId));
  if (!session || !table) throw new AppError('invalid-launch-token');
  if (!table.enabled) throw new AppError('game-maintenance');
  return { session, table };
}

/**
 * The player's open shoe at the table, opening the next one when none is: a new
 * server seed (only its hash is shown until the shoe is over), the client seed given
 * or the previous shoe's, the next shoe number.
 */
export async function ensureShoe(db: Db, table: TableRow, playerId: string, clientSeed?: string): Promise<ShoeRow> {
  const hands = handsRepo(db);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = await hands.openShoe(table.id, playerId);
    if (open) return open;
    const previous = await hands.lastClosedShoe(table.id, playerId);
    const seed = clientSeed ?? previous?.clientSeed ?? newClientSeed();
    const serverSeed = newServerSeed();
    const shoeNo = (await hands.lastShoeNo(table.id, playerId)) + 1;
    const inserted = await hands.insertShoe({
      tableId: table.id,
      playerId,
      shoeNo,
      serverSeed,
      serverSeedHash: seedHash(serverSeed),
      clientSeed: seed,
      position: firstHandPosition(fairShoe(serverSeed, seed, shoeNo)),
    });
    if (inserted) return inserted;
  }
  throw new AppError('hand-in-progress');
}

export async function tableStateOf(deps: BaccaratDeps, seat: Seat, lang: Language): Promise<StateView> {
  const { table, session } = seat;
  const shoe = await ensureShoe(deps.db, table, session.playerId);
  let balance: number;
  try {
    balance = (await (await deps.wallet(table.vendor)).balance({ playerId: session.playerId })).balance;
  } catch (error) {
    throw walletError(error);
  }
  return stateView(handsRepo(deps.db), { table, session, shoe, balance, language: lang });
}

export const isErrorCode = (code: string): code is ErrorCode => code in ERROR_STATUS;
