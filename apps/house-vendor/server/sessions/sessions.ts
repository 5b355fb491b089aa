import { createHash, randomBytes } from 'node:crypto';
import { type HouseFamily, type Language, PLAY_MONEY, type providerGameUrl, type ValueOf } from '@arcadia/contracts';
import { gameOf } from '../catalogue.ts';
import type { Db } from '../db/db.ts';
import { VendorError } from '../http/errors.ts';
import { type WalletClient, WalletError } from '../wallet/client.ts';

/**
 * Launch and session. The platform asks for a game's address (server to server, signed) and
 * the vendor keeps what it was told (game, language, the framing site); the page then opens a
 * session with the launch token, which the platform's wallet exchanges once for the player.
 */

const SESSION_HOURS = 12;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Session {
  vendorCode: string;
  playerId: string;
  currency: string;
  nickname: string;
  gameCode: string;
  language: Language;
  siteOrigin: string | null;
}

export interface LaunchRequest {
  launchToken: string | null;
  vendorCode: string;
  gameCode: string;
  language: Language;
  siteOrigin: string | null;
  backUrl: string | null;
  view: 'betting' | 'lobby' | null;
}

/** The address of a launched game: its family's page with the token (the page reads it and opens a session). */
export async function gameUrl(
  db: Db,
  publicUrl: string,
  launch: LaunchRequest,
): Promise<ValueOf<typeof providerGameUrl>> {
  const game = gameOf(launch.gameCode);
  if (!game || game.vendorCode !== launch.vendorCode) throw new VendorError('game-not-found');
  // Every house game plays from a wallet: a visitor's launch (no token) has no lobby to open here.
  if (launch.launchToken === null) throw new VendorError('not-logged-in');
  await db.query(
    `INSERT INTO launches (token_hash, vendor_code, game_code, language, site_origin, back_url, view)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (token_hash) DO NOTHING`,
    [
      hash(launch.launchToken),
      launch.vendorCode,
      launch.gameCode,
      launch.language,
      launch.siteOrigin,
      launch.backUrl,
      launch.view,
    ],
  );
  const query = new URLSearchParams({ token: launch.launchToken, game: launch.gameCode, lang: launch.language });
  return { url: `${publicUrl}/play/${game.family}/?${query}` };
}

/** Opens the page's session: the launch the platform announced, exchanged once at the wallet. */
export async function openSession(deps: { db: Db; wallet: WalletClient }, launchToken: string) {
  const launch = await deps.db.one<{
    vendorCode: string;
    gameCode: string;
    language: Language;
    siteOrigin: string | null;
    backUrl: string | null;
    view: 'betting' | 'lobby' | null;
  }>(
    `DELETE FROM launches WHERE token_hash = $1 AND created_at > now() - interval '10 minutes'
     RETURNING vendor_code AS "vendorCode", game_code AS "gameCode", language, site_origin AS "siteOrigin",
               back_url AS "backUrl", view`,
    [hash(launchToken)],
  );
  const game = launch && gameOf(launch.gameCode);
  if (!launch || !game) throw new VendorError('invalid-launch-token');
  const player = await deps.wallet.authenticate(launch.vendorCode, { launchToken }).catch((error: unknown) => {
    if (error instanceof WalletError) throw new VendorError(error.retryable ? 'service-unavailable' : error.code);
    throw error;
  });
  const sessionToken = randomBytes(32).toString('base64url');
  await deps.db.query(
    `INSERT INTO sessions (token_hash, vendor_code, player_id, currency, nickname, game_code, language, site_origin, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $9))`,
    [
      hash(sessionToken),
      launch.vendorCode,
      player.playerId,
      player.currency,
      player.nickname,
      launch.gameCode,
      launch.language,
      launch.siteOrigin,
      SESSION_HOURS,
    ],
  );
  return {
    sessionToken,
    nickname: player.nickname,
    balance: player.balance,
    currency: player.currency,
    playMoney: player.currency === PLAY_MONEY,
    gameCode: launch.gameCode,
    family: game.family as HouseFamily,
    language: launch.language,
    siteOrigin: launch.siteOrigin,
    backUrl: launch.backUrl,
    view: launch.view,
  };
}

/** The session a page's call carries, or not-logged-in. */
export async function sessionOf(db: Db, token: string | undefined): Promise<Session> {
  const found = token
    ? await db.one<Session>(
        `SELECT vendor_code AS "vendorCode", player_id AS "playerId", currency, nickname, game_code AS "gameCode",
                language, site_origin AS "siteOrigin"
           FROM sessions WHERE token_hash = $1 AND expires_at > now()`,
        [hash(token)],
      )
    : undefined;
  if (!found) throw new VendorError('not-logged-in');
  return found;
}
