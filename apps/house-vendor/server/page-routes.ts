import {
  HOUSE_SESSION_HEADER,
  houseBalance,
  houseRotateSeed,
  houseRounds,
  houseSeedPair,
  houseSession,
} from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allGames } from './catalogue.ts';
import { activePair, rotate, type Scope } from './fair/seeds.ts';
import { VendorError } from './http/errors.ts';
import { route } from './http/route.ts';
import { roundsRepo } from './rounds/rounds.repo.ts';
import { roundsView } from './rounds/views.ts';
import { openSession, type Session, sessionOf } from './sessions/sessions.ts';
import { WalletError } from './wallet/client.ts';

/** The session a page's call carries (`x-house-session`). */
export const sessionFrom = (app: FastifyInstance, request: FastifyRequest): Promise<Session> => {
  const header = request.headers[HOUSE_SESSION_HEADER];
  return sessionOf(app.deps.db, typeof header === 'string' ? header : undefined);
};

const scopeOf = (session: Session, family: string): Scope => ({
  vendorCode: session.vendorCode,
  playerId: session.playerId,
  family,
});

/** What every game page shares: its session, the balance, the fair seed pair and the round history. */
export async function pageRoutes(app: FastifyInstance) {
  const { db, wallet } = app.deps;
  route(app, houseSession, async (request) => {
    const { launchToken } = request.body as { launchToken: string };
    return openSession(app.deps, launchToken);
  });
  route(app, houseBalance, async (request) => {
    const session = await sessionFrom(app, request);
    const answer = await wallet.balance(session.vendorCode, { playerId: session.playerId }).catch((error: unknown) => {
      if (error instanceof WalletError) throw new VendorError(error.retryable ? 'service-unavailable' : error.code);
      throw error;
    });
    return { balance: answer.balance, currency: answer.currency };
  });
  route(app, houseSeedPair, async (request) => {
    const { family } = request.params as { family: string };
    const { seedHash, clientSeed, nonce } = await activePair(db, scopeOf(await sessionFrom(app, request), family));
    return { seedHash, clientSeed, nonce };
  });
  route(app, houseRotateSeed, async (request) => {
    const { family } = request.params as { family: string };
    const { clientSeed } = request.body as { clientSeed?: string };
    const session = await sessionFrom(app, request);
    // A round still open was drawn from this pair: revealing the seed now would tell its outcome.
    const codes = allGames()
      .filter((game) => game.family === family)
      .map((game) => game.gameCode);
    if (await roundsRepo(db).anyOpen(session.playerId, codes)) throw new VendorError('conflict');
    const { revealed, next } = await rotate(db, scopeOf(session, family), clientSeed);
    return { revealed, next: { seedHash: next.seedHash, clientSeed: next.clientSeed, nonce: next.nonce } };
  });
  route(app, houseRounds, async (request) => {
    const session = await sessionFrom(app, request);
    const { gameCode, limit } = request.query as { gameCode: string; limit: number };
    return { list: await roundsView(db, session.playerId, gameCode, limit) };
  });
}
