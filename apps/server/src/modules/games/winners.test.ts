import type { RankEntry } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createMember } from '../../test/members.ts';
import { get } from '../../test/requests.ts';
import { accountFor } from '../wallet/ledger.service.ts';
import { maskAccount } from './winners.service.ts';

let t: TestApp;
let seq = 0;

/** A bet record as the seamless wallet writes it; `daysAgo` dates its settlement. */
async function bet(
  member: { id: string; merchantId: number },
  row: { gameCode: string; gameType: string; stake: number; payout: number; daysAgo?: number; state?: string },
) {
  const state = row.state ?? 'settled';
  const account = await accountFor(t.db, member.merchantId, member.id);
  await t.db.query(
    `INSERT INTO bet_records (merchant_id, member_id, vendor_code, game_type, game_code, round_id, bet_transaction_id,
       account_id, stake, payout, state, placed_at, settled_at)
     VALUES ($1, $2, split_part($3, '-', 1), $4, $3, $5, $5, $6, $7, $8, $9,
       now() - make_interval(days => $10::int), CASE WHEN $9 = 'open' THEN NULL ELSE now() - make_interval(days => $10::int) END)`,
    [
      member.merchantId,
      member.id,
      row.gameCode,
      row.gameType,
      `r${seq++}`,
      account,
      row.stake,
      state === 'settled' ? row.payout : 0,
      state,
      row.daysAgo ?? 0,
    ],
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  const winner = await createMember(t.db, { account: 'luckystar' });
  const other = await createMember(t.db, { account: 'bo' });
  const beta = await createMember(t.db, { merchant: 'beta', account: 'betaplayer' });
  await bet(winner, { gameCode: 'ARC-golden-dragon', gameType: 'RNG', stake: 100, payout: 50_000 });
  await bet(other, { gameCode: 'ARCL-BAC-1', gameType: 'LIVE', stake: 1000, payout: 1950 });
  await bet(winner, { gameCode: 'ARC-pharaohs-sun', gameType: 'RNG', stake: 100, payout: 7_500, daysAgo: 6 });
  // Not winners: a loss, a payout below the stake, an open bet, a refund, an old win, another brand.
  await bet(other, { gameCode: 'ARC-coral-reef', gameType: 'RNG', stake: 500, payout: 0 });
  await bet(other, { gameCode: 'ARC-coral-reef', gameType: 'RNG', stake: 500, payout: 200 });
  await bet(other, { gameCode: 'ARC-coral-reef', gameType: 'RNG', stake: 500, payout: 0, state: 'open' });
  await bet(other, { gameCode: 'ARC-coral-reef', gameType: 'RNG', stake: 500, payout: 0, state: 'refunded' });
  await bet(winner, { gameCode: 'ARC-crash', gameType: 'RNG', stake: 100, payout: 900_000, daysAgo: 8 });
  await bet(beta, { gameCode: 'ARC-dice', gameType: 'RNG', stake: 100, payout: 800_000 });
});
afterAll(() => t.close());

const board = async (query = '') => {
  const response = await get(t.app, `/wps/relay/GCSGAME_getRankList?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.value as RankEntry[];
};

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  it("lists the brand's wins of the last 7 days, largest first, accounts masked", async () => {
    // The demo seed's team (team01…team08) has wins of its own this week; these are the test's.
    const entries = (await board('size=50')).filter((entry) => !entry.account.startsWith('te***'));
    expect(entries.map(({ account, gameCode, amount }) => ({ account, gameCode, amount }))).toEqual([
      { account: 'lu***r', gameCode: 'ARC-golden-dragon', amount: 50_000 },
      { account: 'lu***r', gameCode: 'ARC-pharaohs-sun', amount: 7_500 },
      { account: 'b***', gameCode: 'ARCL-BAC-1', amount: 1950 },
    ]);
    expect(entries[0]?.gameName).toBe('Golden Dragon');
    expect(entries[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('names games in the language asked, narrows by category and size', async () => {
    expect((await board('language=CN&size=1')).map((entry) => entry.gameName)).toEqual(['金龙献瑞']);
    expect((await board('gameType=LIVE')).map((entry) => entry.gameCode)).toEqual(['ARCL-BAC-1']);
    expect(await board('gameType=FISH')).toEqual([]);
  });

  it('refuses a bad size or category', async () => {
    expect((await get(t.app, '/wps/relay/GCSGAME_getRankList?size=0')).status).toBe(400);
    expect((await get(t.app, '/wps/relay/GCSGAME_getRankList?gameType=NOPE')).status).toBe(400);
  });
});

describe('maskAccount', () => {
  it('keeps two leading and one trailing character', () => {
    expect(maskAccount('demo')).toBe('de***o');
    expect(maskAccount('abc')).toBe('a***');
    expect(maskAccount('玩家一号')).toBe('玩家***号');
  });
});

describe('GET /wps/relay/ODSFE2_getWinnerBoard', () => {
  it('is the rank list in the platform shape: list of vo with masked customer names', async () => {
    const rank = await board('size=10');
    const response = await get(t.app, '/wps/relay/ODSFE2_getWinnerBoard?size=10');
    expect(response.status).toBe(200);
    expect(response.body.value.list).toEqual(
      rank.map((entry) => ({
        vo: {
          customerName: entry.account,
          winAmount: entry.amount,
          gameName: entry.gameName,
          gameCode: entry.gameCode,
          winTime: entry.time,
        },
      })),
    );
    expect(response.body.value.list[0].vo).toMatchObject({ customerName: 'lu***r', winAmount: 50_000 });
    expect(JSON.stringify(response.body)).not.toContain('luckystar');
  });

  it('takes the same filters', async () => {
    const live = await get(t.app, '/wps/relay/ODSFE2_getWinnerBoard?gameType=LIVE&language=CN');
    expect(live.body.value.list.map((item: { vo: { gameCode: string } }) => item.vo.gameCode)).toEqual(['ARCL-BAC-1']);
    expect((await get(t.app, '/wps/relay/ODSFE2_getWinnerBoard?size=51')).status).toBe(400);
  });
});
