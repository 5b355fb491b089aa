import type { BodyOf, seamlessBet, seamlessRollback, seamlessWin, WinCap } from '@arcadia/contracts';
import { formatMoney } from '@arcadia/contracts';
import { perDatabase } from '../../platform/cache.ts';
import { changesOf, SharedCache } from '../../platform/changes.ts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { ledgerTransfers } from '../../platform/metrics.ts';
import { isOverdraft } from '../wallet/ledger.repo.ts';
import { DEFAULT_MONEY_SETTINGS, moneySettingsRepo } from '../wallet/money-settings.repo.ts';
import { type Posted, post } from '../wallet/post.ts';
import { heldWinsRepo } from './held-wins.repo.ts';
import { houseAccount } from './player-wallet.ts';
import type { AtOnceRow, Player } from './seamless.repo.ts';
import { seamlessRepo } from './seamless.repo.ts';
import {
  checkCurrency,
  knownPlayer,
  type Outcome,
  once,
  requestHash,
  type Wallet,
  walletOf,
} from './seamless.service.ts';

/**
 * Bet, win and rollback. Money moves between the member's wallet (see
 * player-wallet.ts) and the vendor's system account `vendor:<CODE>`; ledger keys
 * are derived from the vendor's ids, so even a second code path could not move
 * the same money twice. A win or rollback saying `roundClosed` closes its round
 * (seamless.service.ts once, migration 044): a new bet on it is round-closed, while
 * wins and rollbacks of bets already in it are answered as ever (the aggregators'
 * rule: settling money already staked is never refused for the round's or the
 * session's sake).
 */

type Settled = Wallet & { transactionId: string };
type Won = Settled & { held: boolean };

const ledgerKey = (vendor: string, what: string, id: string) => `seamless:${vendor}:${what}:${id}`;
/** The key a win credits under, whether paid at once or released after review: it can be paid once. */
export const winLedgerKey = (vendor: string, winTransactionId: string) => ledgerKey(vendor, 'win', winTransactionId);

/** Over the cap: above the stake times the multiple, or above the amount. */
const overCap = (amount: number, stake: number, cap: WinCap) =>
  amount > cap.maxWin || BigInt(amount) > BigInt(stake) * BigInt(cap.stakeMultiple);

/** How many system accounts hold one vendor's side of the bets (see vendorSide). */
export const VENDOR_ACCOUNT_SHARDS = 64;

/**
 * The vendor's side of a member's bets: `vendor:<CODE>:<member id mod 64>`. One
 * account per vendor would be a row every bet of every player locks until commit,
 * so bets would queue behind each other's commits. Sixty-four stripes, not eight: eight
 * bets at once over eight stripes met another on their stripe about 6 times in 10 (measured as
 * row-lock waits, issue 13). A member always lands on the same shard, so a bet, its win and its
 * refund meet the same account. The vendor's position is the sum of its shards.
 */
export const vendorSide = (db: Db, player: Omit<Player, 'currency'>, vendor: string) =>
  houseAccount(db, player.merchantId, vendorSideCode(player, vendor));

// A free-play guest plays against the vendor's play-money side (ledger.repo: `play:` accounts hold play money).
const vendorSideCode = (player: Pick<Player, 'id' | 'play'>, vendor: string) =>
  `${player.play ? 'play:' : ''}vendor:${vendor}:${Number(player.id) % VENDOR_ACCOUNT_SHARDS}`;

/** The wallet as a posting left it (its balance came back with the posting), else read. */
function walletAfter(tx: Db, player: Player, vendor: string, accountId: string, posted: Posted | undefined) {
  const balance = posted?.balances[accountId];
  if (posted && balance !== undefined) return { playerId: player.id, currency: posted.currency, balance };
  return walletOf(tx, player, vendor, accountId);
}

// The vendor as the brand lists it (name and category, for the bet record and the remark):
// catalogue data, kept a minute per process and database, dropped when a brand's vendor listing
// changes in any process; a vendor not listed is asked again.
const brandVendors = perDatabase((db: Db) => {
  const feed = changesOf(db);
  const cache = new SharedCache<{ name: string; gameType: string }>(feed, 60_000, 10_000);
  feed.on('brand', () => cache.clear());
  return cache;
});
function brandVendorOf(tx: Db, merchantId: number, vendor: string, gameCode: string) {
  return brandVendors(tx)
    .get(`${merchantId}:${vendor}:${gameCode}`, async () => {
      const found = await seamlessRepo(tx).brandVendor(merchantId, vendor, gameCode);
      if (!found) throw new AppError('unknown-vendor');
      return found;
    })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'unknown-vendor') return undefined;
      throw error;
    });
}

const betMetadata = (vendor: string, vendorName: string, body: BodyOf<typeof seamlessBet>) => ({
  reference: body.transactionId,
  remark: `${vendorName} ${body.gameCode} · ${body.roundId} · ${formatMoney(body.amount)}`,
  vendor,
  roundId: body.roundId,
});

/**
 * A bet in one statement (migration 031) when the process knows the player and the brand's
 * vendor: the same lock, look, posting and record as the general path below, without seven
 * round trips. Undefined when the database sends it the general way (nothing was written).
 */
async function placeBetAtOnce(db: Db, vendor: string, body: BodyOf<typeof seamlessBet>) {
  if (!Number.isSafeInteger(body.amount) || body.amount <= 0) return undefined;
  const player = await knownPlayer(db, body.playerId);
  const brandVendor = await brandVendorOf(db, player.merchantId, vendor, body.gameCode);
  if (!brandVendor) return undefined;
  const hash = requestHash('bet', body);
  return atOnce<Settled>(hash, () =>
    seamlessRepo(db).placeBet({
      vendor,
      transactionId: body.transactionId,
      requestHash: hash,
      merchantId: player.merchantId,
      memberId: player.id,
      vendorSide: vendorSideCode(player, vendor),
      ledgerKey: ledgerKey(vendor, 'bet', body.transactionId),
      amount: body.amount,
      metadata: betMetadata(vendor, brandVendor.name, body),
      gameType: brandVendor.gameType,
      gameCode: body.gameCode,
      roundId: body.roundId,
    }),
  );
}

/**
 * Runs a call in one statement and says what it answers: a call recorded before answers its
 * result again (or its refusal, or idempotency-mismatch for other content); undefined sends
 * the general way, as does a deadlock PostgreSQL broke by aborting the call (nothing applied).
 */
async function atOnce<V>(hash: string, call: () => Promise<AtOnceRow | undefined>): Promise<V | undefined> {
  let row: AtOnceRow | undefined;
  try {
    row = await call();
  } catch (error) {
    if (isOverdraft(error)) throw new AppError('insufficient-balance');
    if ((error as { code?: unknown }).code === '40P01') return undefined;
    throw error;
  }
  if (!row || row.outcome === 'general') return undefined;
  if (row.outcome === 'prior') {
    if (row.requestHash !== hash) throw new AppError('idempotency-mismatch');
    const refusal = row.result?.error;
    if (typeof refusal === 'string') throw new AppError(refusal as never);
    return row.result as V;
  }
  if (row.outcome !== 'answered')
    ledgerTransfers.inc({ type: row.kind === 'rollback' ? 'refund' : (row.kind ?? 'bet') });
  // The answer as recorded: the wallet, the transaction id and, for a win, held.
  return row.result as V;
}

/**
 * A win or a rollback in one statement (migration 034) when the process knows the player: the
 * same locks, look, posting, record and answer as the general paths below. Undefined when the
 * database sends it the general way (nothing was written): a refusal, a held win, a replay.
 */
async function settleAtOnce<V>(
  db: Db,
  vendor: string,
  kind: 'win' | 'rollback',
  body: {
    playerId: string;
    transactionId: string;
    betTransactionId: string;
    roundId: string;
    amount?: number;
    roundClosed?: boolean | undefined;
  },
): Promise<V | undefined> {
  const amount = body.amount ?? 0;
  if (!Number.isSafeInteger(amount) || amount < 0) return undefined;
  const player = await knownPlayer(db, body.playerId);
  const hash = requestHash(kind, body);
  return atOnce<V>(hash, () =>
    seamlessRepo(db).settle({
      kind,
      vendor,
      transactionId: body.transactionId,
      requestHash: hash,
      merchantId: player.merchantId,
      memberId: player.id,
      vendorSide: vendorSideCode(player, vendor),
      ledgerKey:
        kind === 'win' ? winLedgerKey(vendor, body.transactionId) : ledgerKey(vendor, 'refund', body.betTransactionId),
      amount,
      betTransactionId: body.betTransactionId,
      roundId: body.roundId,
      defaultCap: DEFAULT_MONEY_SETTINGS.winCap,
      closeRound: body.roundClosed === true,
    }),
  );
}

/** Debits a stake; over the balance the whole call is refused (insufficient-balance) and nothing is kept. */
export async function placeBet(db: Db, vendor: string, body: BodyOf<typeof seamlessBet>): Promise<Settled> {
  await checkCurrency(db, body);
  return (await placeBetAtOnce(db, vendor, body)) ?? placeBetGenerally(db, vendor, body);
}

function placeBetGenerally(db: Db, vendor: string, body: BodyOf<typeof seamlessBet>): Promise<Settled> {
  const call = { vendor, kind: 'bet' as const, body, betTransactionId: body.transactionId };
  return once(db, call, async (tx, player, { voided }): Promise<Outcome<Settled>> => {
    // A rollback that arrived before this bet voided its id: the round is over for the vendor.
    if (voided) return { refusal: 'bet-already-settled' };
    // The vendor closed the round (migration 044): no new money into it. Not recorded, as any refusal.
    if (await seamlessRepo(tx).roundClosed(vendor, player.id, body.roundId)) throw new AppError('round-closed');
    const brandVendor = await brandVendorOf(tx, player.merchantId, vendor, body.gameCode);
    if (!brandVendor) throw new AppError('unknown-vendor');
    const posted = await post(tx, {
      merchantId: player.merchantId,
      key: ledgerKey(vendor, 'bet', body.transactionId),
      type: 'bet',
      entries: [
        { account: { player: { memberId: player.id, vendor } }, amount: -body.amount },
        { account: { system: vendorSideCode(player, vendor) }, amount: body.amount },
      ],
      metadata: betMetadata(vendor, brandVendor.name, body),
    });
    const accountId = posted.accounts[0] as string;
    // After the transfer: the record's foreign key share-locks the wallet row, which must
    // come after the transfer's FOR UPDATE on it, or two bets of one player deadlock.
    await seamlessRepo(tx).insertBet({
      merchantId: player.merchantId,
      memberId: player.id,
      vendor,
      gameType: brandVendor.gameType,
      gameCode: body.gameCode,
      roundId: body.roundId,
      betTransactionId: body.transactionId,
      accountId,
      stake: body.amount,
    });
    return {
      value: { ...(await walletAfter(tx, player, vendor, accountId, posted)), transactionId: body.transactionId },
    };
  });
}

/** The open bet a win or rollback names, locked; another player's or round's bet is not "found". */
async function betOf(tx: Db, vendor: string, player: Player, body: { betTransactionId: string; roundId: string }) {
  const bet = await seamlessRepo(tx).bet(vendor, body.betTransactionId);
  if (!bet || bet.memberId !== player.id || bet.roundId !== body.roundId) return undefined;
  return bet;
}

/**
 * Settles a bet with its payout (0 = a loss: only the record changes). A payout over
 * the brand's cap for this vendor is held: nothing is credited, the bet is marked held,
 * and the vendor is answered `held: true` with the balance as it was (recorded like any
 * answer, so the same call answers the same again).
 */
export async function settleBet(db: Db, vendor: string, body: BodyOf<typeof seamlessWin>): Promise<Won> {
  await checkCurrency(db, body);
  return (await settleAtOnce<Won>(db, vendor, 'win', body)) ?? settleBetGenerally(db, vendor, body);
}

function settleBetGenerally(db: Db, vendor: string, body: BodyOf<typeof seamlessWin>): Promise<Won> {
  const call = { vendor, kind: 'win' as const, body, betTransactionId: body.betTransactionId };
  return once(db, call, async (tx, player): Promise<Outcome<Won>> => {
    const bet = await betOf(tx, vendor, player, body);
    if (!bet) throw new AppError('bet-not-found');
    if (bet.state !== 'open') throw new AppError('bet-already-settled');
    // Play money is never held for review: nothing real is at stake.
    const cap = body.amount > 0 && !player.play ? await moneySettingsRepo(tx).winCap(player.merchantId, vendor) : null;
    if (cap && overCap(body.amount, bet.stake, cap)) {
      await seamlessRepo(tx).hold(bet.id);
      await heldWinsRepo(tx).insert({
        merchantId: player.merchantId,
        memberId: player.id,
        betId: bet.id,
        vendor,
        winTransactionId: body.transactionId,
        amount: body.amount,
        capMultiple: cap.stakeMultiple,
        capAmount: cap.maxWin,
      });
      const wallet = await walletOf(tx, player, vendor, bet.accountId);
      return { value: { ...wallet, transactionId: body.transactionId, held: true } };
    }
    let posted: Posted | undefined;
    if (body.amount > 0) {
      posted = await post(tx, {
        merchantId: player.merchantId,
        key: winLedgerKey(vendor, body.transactionId),
        type: 'win',
        entries: [
          { account: { system: vendorSideCode(player, vendor) }, amount: -body.amount },
          { account: { id: bet.accountId }, amount: body.amount },
        ],
        metadata: {
          reference: body.transactionId,
          remark: `${vendor} ${bet.gameCode} · ${body.roundId} · ${formatMoney(body.amount)}`,
          vendor,
          roundId: body.roundId,
          betTransactionId: body.betTransactionId,
        },
      });
    }
    // After the transfer, as a bet does: closing the record adds to the member's day stats,
    // and taking that row before the wallet (which a bet takes first) lets two calls deadlock.
    await seamlessRepo(tx).close(bet.id, 'settled', body.amount);
    const wallet = await walletAfter(tx, player, vendor, bet.accountId, posted);
    return { value: { ...wallet, transactionId: body.transactionId, held: false } };
  });
}

/**
 * Refunds an open bet. A bet already refunded answers its wallet again (the
 * vendor's wish holds); a settled one is bet-already-settled. A rollback of a bet
 * never seen answers bet-not-found AND voids that bet id (recorded), so a bet
 * that was delayed and arrives after its rollback is refused, never applied.
 */
export async function rollbackBet(db: Db, vendor: string, body: BodyOf<typeof seamlessRollback>): Promise<Settled> {
  await checkCurrency(db, body);
  return (await settleAtOnce<Settled>(db, vendor, 'rollback', body)) ?? rollbackBetGenerally(db, vendor, body);
}

function rollbackBetGenerally(db: Db, vendor: string, body: BodyOf<typeof seamlessRollback>): Promise<Settled> {
  const call = { vendor, kind: 'rollback' as const, body, betTransactionId: body.betTransactionId };
  return once(db, call, async (tx, player): Promise<Outcome<Settled>> => {
    const known = await seamlessRepo(tx).bet(vendor, body.betTransactionId);
    if (!known) return { refusal: 'bet-not-found' };
    // The same row, already locked: another player's or round's bet is not "found".
    const bet = known.memberId === player.id && known.roundId === body.roundId ? known : undefined;
    if (!bet) throw new AppError('bet-not-found');
    // Settled, held for review or voided: the round has its outcome, there is nothing to refund.
    if (bet.state !== 'open' && bet.state !== 'refunded') throw new AppError('bet-already-settled');
    let posted: Posted | undefined;
    if (bet.state === 'open') {
      posted = await post(tx, {
        merchantId: player.merchantId,
        // Keyed by the bet, not the rollback: one refund per bet whatever ids the vendor sends.
        key: ledgerKey(vendor, 'refund', body.betTransactionId),
        type: 'refund',
        entries: [
          { account: { system: vendorSideCode(player, vendor) }, amount: -bet.stake },
          { account: { id: bet.accountId }, amount: bet.stake },
        ],
        metadata: {
          reference: body.transactionId,
          remark: `${vendor} ${bet.gameCode} · ${body.roundId} · ${formatMoney(bet.stake)}`,
          vendor,
          roundId: body.roundId,
          betTransactionId: body.betTransactionId,
        },
      });
      // The wallet first, then the day stats the record's trigger moves (see settleBet).
      await seamlessRepo(tx).close(bet.id, 'refunded', 0);
    }
    return {
      value: { ...(await walletAfter(tx, player, vendor, bet.accountId, posted)), transactionId: body.transactionId },
    };
  });
}
