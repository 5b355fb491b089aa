import {
  FB_SPORTS_VENDOR,
  type GameItem,
  isLanguage,
  type Language,
  type LaunchValue,
  type launchFbSports,
  type launchGame,
  PLAY_MONEY,
  type QueryOf,
  TRIAL_TYPE,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, UnauthorizedError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { findBrandGame, listGames, recordRecentGame } from '../games/games.service.ts';
import { moneySettingsRepo } from '../wallet/money-settings.repo.ts';
import { adapterFor } from './adapter.ts';
import { fillVendorWallet } from './auto-transfer.ts';
import { launchRepo } from './launch.repo.ts';
import { isHouseVendor } from './secrets.ts';

type LaunchQuery = QueryOf<typeof launchGame>;

interface Context {
  db: Db;
  merchant: Merchant;
  member: SessionMember;
  /** The request's language, used when the query names none the site knows. */
  language: Language;
  /** The origin the member launched from (the game's frame lives in it). */
  siteOrigin: string | null;
}

/** A back address the game may lead to: a path on this site or an http(s) address; anything else is dropped. */
export function safeBackUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) return raw;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const languageOf = (raw: string | undefined, fallback: Language): Language => {
  const upper = raw?.toUpperCase();
  return isLanguage(upper) ? upper : fallback;
};

/** The game a launch names: by code, else the vendor's first game (a vendor tile or the lottery lobby). */
async function gameToLaunch(ctx: Omit<Context, 'member'>, query: LaunchQuery, language: Language): Promise<GameItem> {
  const lottery = query.launchMode?.toUpperCase() === 'LOTT';
  const vendor =
    query.vendor ?? query.vassalage ?? (lottery ? await launchRepo(ctx.db).lotteryVendor(ctx.merchant.id) : undefined);
  const gameCode = (lottery ? query.lottoGameCode : undefined) ?? query.gameCode;
  let game: GameItem | undefined;
  if (gameCode) game = await findBrandGame(ctx.db, ctx.merchant, { gameCode }, language);
  else if (vendor) {
    const first = await listGames(ctx.db, ctx.merchant, null, {
      language,
      vassalage: vendor,
      minBet: 'all',
      minLineNum: 0,
      pageNo: 1,
      pageSize: 1,
    });
    game = first.games[0];
  }
  if (!game || (vendor && game.vassalage !== vendor)) throw new AppError('game-not-found');
  return game;
}

/**
 * Opens a game: the game must be one the brand shows (enabled, vendor enabled);
 * its vendor's adapter makes the address. A seamless vendor plays from the main
 * wallet; for a transfer-wallet vendor of a multi-wallet brand the member's money
 * moves into that vendor's wallet. A launched game goes to
 * the top of the member's recent games. The money moves last (issue 35): after its
 * commit nothing is left that could fail and answer 503 for money already moved.
 */
export async function launch(ctx: Context, query: LaunchQuery): Promise<LaunchValue> {
  const language = languageOf(query.language, ctx.language);
  const game = await gameToLaunch(ctx, query, language);
  // Play money is the house vendor's to play with; a third party's games need a real account.
  if (ctx.member.type === TRIAL_TYPE && !isHouseVendor(game.vassalage)) throw new AppError('in_need_true_account');
  if (await launchRepo(ctx.db).inMaintenance(ctx.merchant.id, game.vassalage)) throw new AppError('game-maintenance');
  const adapter = await adapterFor(ctx.db, game.vassalage);
  const value = await adapter.launch({
    db: ctx.db,
    merchant: ctx.merchant,
    member: ctx.member,
    game,
    language,
    device: query.device ?? 'WEB',
    backUrl: safeBackUrl(query.backUrl),
    lottoView: query.lottoView ?? null,
    currency: ctx.member.type === TRIAL_TYPE ? PLAY_MONEY : ctx.merchant.currency,
    siteOrigin: ctx.siteOrigin,
  });
  await recordRecentGame(ctx.db, ctx.member.id, game.nodeId);
  // A seamless vendor plays from the main wallet: opening its game moves nothing. A transfer-wallet
  // vendor of a multi-wallet brand holds what it plays with: the member's money goes there first.
  if (adapter.walletMode === 'transfer' && !(await moneySettingsRepo(ctx.db).read(ctx.merchant.id)).singleWallet) {
    const vendorName = (await launchRepo(ctx.db).enabledVendorName(ctx.merchant.id, game.vassalage)) ?? game.vassalage;
    const at = { merchantId: ctx.merchant.id, memberId: ctx.member.id, vendorCode: game.vassalage, vendorName };
    await fillVendorWallet(ctx.db, at);
  }
  return value;
}

/**
 * FB sports (/fbsports) opens the vendor rather than a chosen game: its first
 * game, through FB's adapter. A brand lists FB only when the platform has an
 * adapter for it; otherwise the answer is game-not-found.
 */
export const launchFb = (ctx: Context, query: QueryOf<typeof launchFbSports>): Promise<LaunchValue> =>
  launch(ctx, { ...query, vendor: FB_SPORTS_VENDOR });

/**
 * The original front end opens FB sports without a token: a visitor's launch of
 * the lobby, through the same game checks and FB's adapter (members only when
 * the vendor's adapter has no visitor launch).
 */
export async function launchFbForVisitor(
  ctx: Omit<Context, 'member'>,
  query: QueryOf<typeof launchFbSports>,
): Promise<LaunchValue> {
  const language = languageOf(query.language, ctx.language);
  const game = await gameToLaunch(ctx, { ...query, vendor: FB_SPORTS_VENDOR }, language);
  const adapter = await adapterFor(ctx.db, game.vassalage);
  if (!adapter.visitorLaunch) throw new UnauthorizedError();
  return adapter.visitorLaunch({
    db: ctx.db,
    merchant: ctx.merchant,
    game,
    language,
    device: query.device ?? 'WEB',
    backUrl: safeBackUrl(query.backUrl),
    lottoView: null,
    currency: ctx.merchant.currency,
    siteOrigin: ctx.siteOrigin,
  });
}
