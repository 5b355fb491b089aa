import type { GameItem, Language, LaunchValue } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { adaptersRepo } from './adapters.repo.ts';
import { providerAdapter } from './provider.adapter.ts';

/** What a vendor needs to open a game for a member. */
export interface LaunchRequest {
  db: Db;
  merchant: Merchant;
  member: SessionMember;
  game: GameItem;
  language: Language;
  device: string;
  /** A checked site-relative path or http(s) address, or null. */
  backUrl: string | null;
  /** Lottery only: open on the betting screen or the lobby. */
  lottoView: 'betting' | 'lobby' | null;
  /** The member's wallet currency (play money for a free-play guest). */
  currency: string;
  /** The origin of the site the member launched from: the game's frame lives in it. */
  siteOrigin: string | null;
}

/**
 * One game vendor as the launch flow sees it. `seamless` vendors debit and
 * credit our wallet call by call (the seamless-wallet API); `transfer` vendors
 * keep their own balance, which money must be moved into before play.
 */
export interface VendorAdapter {
  walletMode: 'seamless' | 'transfer';
  /** The address the member opens, or an AppError (game-maintenance when the vendor is unavailable). */
  launch(request: LaunchRequest): Promise<LaunchValue>;
  /** A visitor's launch (no wallet: a vendor's lobby, e.g. FB sports for the original front end); absent: members only. */
  visitorLaunch?(request: Omit<LaunchRequest, 'member'>): Promise<LaunchValue>;
}

/**
 * The adapter for a vendor code: a provider's on the aggregator protocol, the house vendor's as
 * any other's; a vendor without one is not listed, so a launch never reaches it.
 */
export async function adapterFor(db: Db, vendorCode: string): Promise<VendorAdapter> {
  const configured = await adaptersRepo(db).byCode(vendorCode);
  if (!configured) throw new AppError('game-not-found');
  return providerAdapter(configured);
}
