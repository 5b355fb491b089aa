import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/db.ts';
import { openPostgres } from '../../../platform/db/postgres.ts';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { vendorSecret } from '../../vendors/secrets.ts';
import { balanceOf, bettor, playAccount, startWallet, type WalletServer } from '../../vendors/test-kit.ts';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { lotterySettler } from './settlement.ts';
import { drawNow, openLottery, pageApi, peekDraw } from './test-kit.ts';
import { lotteryWallet } from './wallet.ts';

const quiet = { warn: () => {}, error: () => {} };
const statusOf = async (db: Db, requestId: string) =>
  (await db.one<{ status: string }>('SELECT status FROM lottery_tickets WHERE request_id = $1', [requestId]))?.status;

describe('the lottery settler running in the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS: 'true', JOB_POLL_MS: '200' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('settles on its own once the app is ready, calling the wallet at its listening address', async () => {
    const member = await bettor(t.db, 0, { vendor: 'ARCV' });
    await t.db.query(
      `INSERT INTO lottery_tickets (player_id, currency, game_code, draw_no, bet_type, number, stake, odds, request_id, created_at)
       VALUES ($1, 'PHP', 'ARCV-VN-1', 1, 'LO', '01', 100, 350, 'lost-bet', now() - interval '5 minutes')`,
      [member.id],
    );
    const port = (t.app.server.address() as AddressInfo).port;
    expect(port).toBeGreaterThan(0);
    for (let i = 0; i < 50 && (await statusOf(t.db, 'lost-bet')) !== 'void'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await statusOf(t.db, 'lost-bet')).toBe('void');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two settlers on one PostgreSQL database', () => {
  let server: WalletServer;
  const pools: Db[] = [];
  beforeAll(async () => {
    server = await startWallet();
    pools.push(openPostgres(server.url ?? '', 3), openPostgres(server.url ?? '', 3));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await server.close();
  });

  it('pay every ticket once between them', async () => {
    const member = await bettor(server.db, 100_000, { vendor: 'ARCV' });
    const account = await playAccount(server.db, member, 'ARCV');
    const page = await openLottery(server, member, 'ARCV-VN-5');
    const drawNo = page.state?.game.next.drawNo ?? -1;
    const numbers = Array.from({ length: 20 }, (_, i) => String(i * 5).padStart(2, '0'));
    const bought = await pageApi(server, page.session).buy({
      game: 'ARCV-VN-5',
      drawNo,
      betType: 'LO',
      numbers,
      stake: 100,
      requestId: 'two-settlers',
    });
    expect(bought.body.value.tickets).toHaveLength(20);
    const coming = await peekDraw(server.db, 'ARCV-VN-5', drawNo);
    await drawNow(server, 'ARCV-VN-5', drawNo, 300);
    const secret = (await vendorSecret(server.db, 'ARCV')) ?? '';
    const settlers = pools.map((db) => lotterySettler({ db, wallet: lotteryWallet(server.app, secret), log: quiet }));
    const counts = await Promise.all(settlers.map((s) => s.settleDue(5).then(async (n) => n + (await s.settleDue()))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
    // Each LO ticket pays 100 × 3.5 per prize number ending in its pick.
    const hits = numbers.reduce((sum, n) => sum + coming.hitsOf(n), 0);
    expect(await balanceOf(server.db, account)).toBe(100_000 - 2000 + 350 * hits);
    const wins = await server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM seamless_transactions WHERE vendor_code = 'ARCV' AND kind = 'win'`,
    );
    expect(wins?.n).toBe(20);
    expect(await ledgerCheck(server.db)).toEqual([]);
  });
});
