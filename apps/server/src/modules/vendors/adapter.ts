import type { GameItem, Language, LaunchValue } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { houseAdapter } from './house.adapter.ts';
import { isHouseVendor } from './secrets.ts';
import { thirdPartyAdapter } from './third-party.adapter.ts';

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

/** The adapter for a vendor code: ours for the house vendors, the unconfigured third party for any other. */
export function adapterFor(vendorCode: string): VendorAdapter {
  return isHouseVendor(vendorCode) ? houseAdapter(vendorCode) : thirdPartyAdapter(vendorCode);
}
