import { isLanguage, type Language } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { type SlotDeps, walletError } from './deps.ts';
import { type SlotGame, slotGameOf } from './games.ts';
import { ensureSeed, previousSeedOf } from './seeds.service.ts';
import { readSession, SESSION_HOURS, type SlotSession, signSession } from './session.ts';
import type { StateView } from './slot.api.ts';
import { slotRepo } from './slot.repo.ts';
import { gameView, seedView } from './views.ts';

const RECENT_ROUNDS = 10;

/** The playable ARC slot of a game code: game-not-found when it is none, game-maintenance when switched off. */
export async function loadGame(db: Db, gameCode: string, language: string): Promise<SlotGame> {
  const row = await slotRepo(db).game(gameCode, language);
  const game = row && slotGameOf(row);
  if (!row || !game) throw new AppError('game-not-found');
  if (!row.enabled) throw new AppError('game-maintenance');
  return game;
}

/** The session the page's token carries, or invalid-launch-token: the page asks the player to reopen the game. */
export async function sessionOf(deps: SlotDeps, token: string | undefined): Promise<SlotSession> {
  const session = readSession(await deps.sessionKey(), token);
  if (!session) throw new AppError('invalid-launch-token');
  return session;
}

/**
 * Exchanges the launch token with the wallet (seamless authenticate: single use) and signs a
 * session for the page. The game is the one the token was issued for.
 */
export async function openSession(deps: SlotDeps, launchToken: string, lang: Language) {
  let auth: Awaited<ReturnType<Awaited<ReturnType<SlotDeps['wallet']>>['authenticate']>>;
  try {
    auth = await (await deps.wallet()).authenticate({ launchToken });
  } catch (error) {
    throw walletError(error);
  }
  const language = isLanguage(auth.language) ? auth.language : lang;
  const game = await loadGame(deps.db, auth.gameCode, language);
  const session: SlotSession = {
    playerId: auth.playerId,
    gameCode: game.gameCode,
    nickname: auth.nickname,
    currency: auth.currency,
    language,
    expiresAt: Math.floor(Date.now() / 1000) + SESSION_HOURS * 3600,
  };
  const sessionToken = signSession(await deps.sessionKey(), session);
  return { ...(await stateView(deps.db, session, game, auth.balance, language)), sessionToken };
}

/** The page's state now: the balance asked of the wallet. */
export async function currentState(deps: SlotDeps, session: SlotSession, lang: Language): Promise<StateView> {
  const game = await loadGame(deps.db, session.gameCode, lang);
  let balance: number;
  try {
    balance = (await (await deps.wallet()).balance({ playerId: session.playerId })).balance;
  } catch (error) {
    throw walletError(error);
  }
  return stateView(deps.db, session, game, balance, lang);
}

async function stateView(
  db: Db,
  session: SlotSession,
  game: SlotGame,
  balance: number,
  language: Language,
): Promise<StateView> {
  const seed = await ensureSeed(db, session.playerId);
  const recent = await slotRepo(db).recent(session.playerId, RECENT_ROUNDS);
  return {
    game: gameView(game),
    player: { nickname: session.nickname, currency: session.currency, balance },
    language,
    seed: seedView(seed),
    previousSeed: await previousSeedOf(db, session.playerId),
    recent: recent.map((round) => ({
      roundId: round.roundId,
      nonce: round.nonce,
      serverSeedHash: round.serverSeedHash,
      stake: round.stake,
      win: round.payout ?? 0,
    })),
  };
}
