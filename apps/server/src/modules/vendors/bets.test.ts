import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { get } from '../../test/requests.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { presetDays } from './bets.service.ts';
import { bettor, startWallet, type WalletServer } from './test-kit.ts';

/** Betting record and personal profit and loss, from bets placed through the seamless API. */

let wallet: WalletServer;
let headers: Record<string, string>;
let memberId: string;
let n = 0;

/** A round at a vendor: bet, then a win (payout), a rollback ('refund'), or nothing (open). */
async function round(vendor: string, gameCode: string, stake: number, end: number | 'refund' | 'open') {
  const client = await wallet.client(vendor);
  const ids = { playerId: memberId, roundId: `br-${n}`, betTransactionId: `bb-${n}` };
  n++;
  await client.bet({
    playerId: memberId,
    transactionId: ids.betTransactionId,
    roundId: ids.roundId,
    gameCode,
    amount: stake,
  });
  if (end === 'refund') await client.rollback({ ...ids, transactionId: `bx-${n}` });
  else if (end !== 'open') await client.win({ ...ids, transactionId: `bw-${n}`, amount: end });
  return ids.betTransactionId;
}

beforeAll(async () => {
  wallet = await startWallet();
  // Single-wallet brand: every vendor plays from main.
  const member = await bettor(wallet.db, 100_000, { merchant: 'beta' });
  memberId = member.id;
  headers = { ...bearerHeader(await tokenFor(wallet.db, member)), host: 'beta.localhost' };
  await round('ARC', 'ARC-golden-dragon', 100, 250); // settled +150
  await round('ARC', 'ARC-pharaohs-sun', 200, 0); // settled −200
  await round('ARCL', 'ARCL-BAC-1', 1_000, 1_950); // settled +950
  await round('ARCL', 'ARCL-BAC-1', 300, 'refund');
  await round('ARCV', 'ARCV-VN-1', 50, 'open');
  const yesterday = await round('ARC', 'ARC-golden-dragon', 400, 0); // settled −400, placed yesterday
  await wallet.db.query(
    `UPDATE bet_records SET placed_at = placed_at - interval '1 day', settled_at = settled_at - interval '1 day'
      WHERE bet_transaction_id = $1`,
    [yesterday],
  );
});
afterAll(async () => {
  expect(await ledgerCheck(wallet.db)).toEqual([]);
  await wallet.close();
});

const records = (query = '') => get(wallet.app, `/wps/relay/ODSFE2_betRecord?${query}`, headers);
const profit = (query = '') => get(wallet.app, `/wps/relay/ODSFE2_personalProfit?${query}`, headers);

describe('betting record', () => {
  it('lists the member’s bets newest first with per-bet profit, and totals over all that match', async () => {
    const { status, body } = await records('pageSize=2&language=EN');
    expect(status).toBe(200);
    expect(body.value.total).toBe(6);
    expect(body.value.totalPages).toBe(3);
    expect(body.value.list).toHaveLength(2);
    const [open, refunded] = body.value.list;
    expect(open).toMatchObject({ vendor: 'ARCV', gameType: 'LOTT', stake: 50, payout: 0, profit: null, state: 'open' });
    expect(open.settledAt).toBeNull();
    expect(open.gameName).not.toBe('ARCV-VN-1');
    expect(refunded).toMatchObject({
      vendor: 'ARCL',
      vendorName: 'Arcadia Live',
      stake: 300,
      profit: 0,
      state: 'refunded',
    });
    // Stake of live bets (not refunded); payout and profit of settled ones.
    expect(body.value.totals).toEqual({ betCount: 5, stake: 1_750, payout: 2_200, profit: 500 });
  });

  it('filters by vendor, game type, state and day presets in the brand’s zone', async () => {
    expect((await records('vendor=ARCL')).body.value.total).toBe(2);
    expect((await records('gameType=RNG')).body.value.totals).toEqual({
      betCount: 3,
      stake: 700,
      payout: 250,
      profit: -450,
    });
    expect((await records('state=settled')).body.value.total).toBe(4);
    expect((await records('preset=today')).body.value.total).toBe(5);
    const yesterday = (await records('preset=yesterday')).body.value;
    expect(yesterday.list.map((bet: { stake: number }) => bet.stake)).toEqual([400]);
    const days = presetDays('yesterday', 420);
    expect((await records(`startDate=${days.startDate}&endDate=${days.endDate}`)).body.value.total).toBe(1);
    expect((await records('preset=last7days')).body.value.total).toBe(6);
  });

  it('refuses a range that ends before it starts, a bad state and a bad preset', async () => {
    for (const query of [
      'startDate=2026-02-10&endDate=2026-02-01',
      'state=won',
      'preset=forever',
      'startDate=2026-02-30',
    ]) {
      expect((await records(query)).status).toBe(400);
    }
  });

  it('shows a member only their own bets, and refuses trial accounts', async () => {
    const other = await createMember(wallet.db, { merchant: 'beta' });
    const theirs = { ...bearerHeader(await tokenFor(wallet.db, other)), host: 'beta.localhost' };
    expect((await get(wallet.app, '/wps/relay/ODSFE2_betRecord', theirs)).body.value.total).toBe(0);
    const trial = await createMember(wallet.db, { merchant: 'beta', type: 4 });
    const trialHeaders = { ...bearerHeader(await tokenFor(wallet.db, trial)), host: 'beta.localhost' };
    expect((await get(wallet.app, '/wps/relay/ODSFE2_betRecord', trialHeaders)).body.code).toBe('in_need_true_account');
  });
});

describe('personal profit and loss', () => {
  it('totals per day (default: the last 7 days), newest day first', async () => {
    const { status, body } = await profit();
    expect(status).toBe(200);
    const week = presetDays('last7days', 420);
    expect(body.value).toMatchObject({ startDate: week.startDate, endDate: week.endDate });
    expect(body.value.rows).toEqual([
      { key: presetDays('today', 420).startDate, betCount: 4, stake: 1_350, payout: 2_200, profit: 900 },
      { key: presetDays('yesterday', 420).startDate, betCount: 1, stake: 400, payout: 0, profit: -400 },
    ]);
    expect(body.value.totals).toEqual({ betCount: 5, stake: 1_750, payout: 2_200, profit: 500 });
  });

  it('totals per category for a range, largest stake first', async () => {
    const { body } = await profit('groupBy=category&preset=today');
    expect(body.value.rows).toEqual([
      { key: 'LIVE', betCount: 1, stake: 1_000, payout: 1_950, profit: 950 },
      { key: 'RNG', betCount: 2, stake: 300, payout: 250, profit: -50 },
      { key: 'LOTT', betCount: 1, stake: 50, payout: 0, profit: 0 },
    ]);
  });
});
