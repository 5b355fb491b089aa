import { createHash } from 'node:crypto';
import type { BodyOf, ErrorCode, seamlessAuthenticate, seamlessBalance } from '@arcadia/contracts';
import { perDatabase } from '../../platform/cache.ts';
import { changesOf, SharedCache } from '../../platform/changes.ts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/tokens.ts';
import { launchTokensRepo } from './launch-tokens.repo.ts';
import { accountState, MissingAccount, playerAccount } from './player-wallet.ts';
import { type Player, roundLock, type SeamlessKind, seamlessRepo } from './seamless.repo.ts';

/**
 * The seamless-wallet API's rules (contract endpoints/seamless.ts). Every money
 * call runs in one database transaction: idempotency record, bet record and
 * ledger transfer commit together or not at all, so a crash or a race never
 * applies a call twice or half.
 */

export interface Wallet {
  playerId: string;
  currency: string;
  balance: number;
}

/** What an applied call answers; `refusal` is a permanent answer recorded like a result. */
export type Outcome<V> = { value: V } | { refusal: ErrorCode };

/** The same call means the same kind and the same fields (key order does not matter; an absent field is absent). */
export function requestHash(kind: SeamlessKind, body: Record<string, unknown>): string {
  const fields = Object.keys(body)
    .filter((key) => body[key] !== undefined)
    .sort()
    .map((key) => [key, body[key]]);
  return createHash('sha256')
    .update(JSON.stringify([kind, fields]))
    .digest('hex');
}

export async function findPlayer(db: Db, playerId: string): Promise<Player> {
  const player = await seamlessRepo(db).player(playerId);
  if (!player) throw new AppError('unknown-player');
  return player;
}

// The money calls find the player in the process's memory after the first call (the nickname
// they carry is not used there); a change to the member row drops it in every process.
const players = perDatabase((db: Db) => {
  const feed = changesOf(db);
  const cache = new SharedCache<Player>(feed, 300_000, 50_000);
  feed.on('member', (id) => cache.delete(id));
  return cache;
});

/** `findPlayer` for the money calls, kept for five minutes per process and database. */
export function knownPlayer(db: Db, playerId: string): Promise<Player> {
  return players(db).get(playerId, () => findPlayer(db, playerId));
}

/** The player's wallet for this vendor; `accountId` inside a call (no account is created there). */
export async function walletOf(db: Db, player: Player, vendor: string, accountId?: string): Promise<Wallet> {
  const account =
    accountId ??
    (await playerAccount(db, player.merchantId, player.id, vendor).catch((error: unknown) => {
      // Outside a call (authenticate, balance) nothing is locked: create the wallet right here.
      if (error instanceof MissingAccount) return error.create(db);
      throw error;
    }));
  const { balance, currency } = await accountState(db, account);
  return { playerId: player.id, currency, balance };
}

/**
 * Runs a money call once per (vendor, transactionId), for ever. A repeat with the
 * same content answers the stored result (or refusal); with other content
 * idempotency-mismatch. Calls about the same ids are serialised by advisory locks
 * taken before anything is read, so duplicates racing each other see one another;
 * a bet and a call closing its round also take the round's. A win or rollback
 * saying `roundClosed` closes its round when it is recorded (migration 044).
 */
export async function once<V extends object>(
  db: Db,
  call: {
    vendor: string;
    kind: SeamlessKind;
    body: { playerId: string; transactionId: string; roundId: string; roundClosed?: boolean | undefined };
    betTransactionId: string;
  },
  apply: (tx: Db, player: Player, seen: { voided: boolean }) => Promise<Outcome<V>>,
): Promise<V> {
  const { vendor, kind, body, betTransactionId } = call;
  const hash = requestHash(kind, body);
  const closes = kind !== 'bet' && body.roundClosed === true;
  const run = () =>
    db.tx(async (tx): Promise<Outcome<V>> => {
      const repo = seamlessRepo(tx);
      // Known before the locks (kept by the process): the round's lock is named by the member id.
      const player = await knownPlayer(tx, body.playerId);
      const ids = [body.transactionId, betTransactionId];
      if (kind === 'bet' || closes) ids.push(roundLock(player.id, body.roundId));
      await repo.lock(vendor, ids);
      const { prior, voided } = await repo.callAndVoid(vendor, body.transactionId, betTransactionId);
      if (prior) {
        if (prior.requestHash !== hash) throw new AppError('idempotency-mismatch');
        const refusal = prior.result.error;
        return typeof refusal === 'string' ? { refusal: refusal as ErrorCode } : { value: prior.result as V };
      }
      const result = await apply(tx, player, { voided });
      await repo.record({
        vendor,
        transactionId: body.transactionId,
        kind,
        requestHash: hash,
        memberId: player.id,
        betTransactionId,
        result: 'refusal' in result ? { error: result.refusal } : result.value,
      });
      if (closes) await repo.closeRound(vendor, player.id, body.roundId, body.transactionId);
      return result;
    });
  let outcome: Outcome<V> | undefined;
  // A player's first call may find its wallet and vendor side missing: create them, run again.
  for (let attempt = 0; outcome === undefined; attempt++) {
    try {
      outcome = await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      if (error instanceof MissingAccount) await error.create(db);
      // PostgreSQL broke a lock circle by aborting this call: nothing applied, run it again.
      else if ((error as { code?: unknown }).code !== '40P01') throw error;
    }
  }
  if ('refusal' in outcome) throw new AppError(outcome.refusal);
  return outcome.value;
}

/** Exchanges a launch token (single use, 2 minutes, this vendor's only) for the player. */
export async function authenticate(db: Db, vendor: string, body: BodyOf<typeof seamlessAuthenticate>) {
  const token = await launchTokensRepo(db).consume(hashToken(body.launchToken), vendor);
  if (!token) throw new AppError('invalid-launch-token');
  const player = await findPlayer(db, token.memberId);
  return {
    ...(await walletOf(db, player, vendor)),
    nickname: player.nickname,
    gameCode: token.gameCode,
    language: token.language,
  };
}

/** A money call naming a currency must name the player's wallet's (nothing is read once the player is known). */
export async function checkCurrency(db: Db, body: { playerId: string; currency?: string | undefined }) {
  if (body.currency === undefined) return;
  const player = await knownPlayer(db, body.playerId);
  if (player.currency !== body.currency) throw new AppError('currency-mismatch');
}

export async function balance(db: Db, vendor: string, body: BodyOf<typeof seamlessBalance>): Promise<Wallet> {
  return walletOf(db, await findPlayer(db, body.playerId), vendor);
}
