import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWallet } from '../../../test/fake-wallet.ts';
import { type Db, openPostgres } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import type { Session } from '../../sessions/sessions.ts';
import { drawSweep } from './draw-sweep.ts';
import { commitDraw, drawOne, runDraws } from './draws.ts';
import { dueDrawNo, slotDrawNo } from './schedule.ts';
import { applyLotteryMigrations, SLOW } from './test-kit.ts';
import { buyTickets } from './tickets.ts';
import { VIETNAM_DRAW_GAMES } from './vietnam.ts';

/**
 * Several vendor processes on one PostgreSQL: each a pool of its own, racing for real (PGlite runs
 * one statement at a time). HOUSE_TEST_DATABASE_URL: a server where the test may create a database.
 */
const adminUrl = process.env.HOUSE_TEST_DATABASE_URL;
const [VN1, , VN5] = VIETNAM_DRAW_GAMES;
const SESSION: Session = {
  vendorCode: 'ARCV',
  playerId: 'p1',
  currency: 'PHP',
  nickname: 'Player',
  gameCode: 'ARCV-VN-5',
  language: 'EN',
  siteOrigin: null,
};

describe.skipIf(!adminUrl)('lottery draws across processes on PostgreSQL', SLOW, () => {
  const name = `lottery_test_${randomBytes(4).toString('hex')}`;
  let admin: Db;
  const processes: Db[] = [];
  beforeAll(async () => {
    admin = await openPostgres(adminUrl ?? '', 1);
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++) processes.push(await openPostgres(url.toString(), 4));
    const [first] = processes;
    if (!first) throw new Error('no pool');
    await migrate(first);
    await applyLotteryMigrations(first);
  }, 60_000);
  afterAll(async () => {
    for (const db of processes) await db.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name}`);
    await admin?.close();
  });

  it('draw each draw exactly once when three schedulers run every pass together', async () => {
    if (!VN1) throw new Error('games');
    const start = Date.parse('2032-05-05T05:00:00Z');
    const drawn: number[] = [];
    for (let second = 0; second < 6 * 60; second += 20) {
      const passes = await Promise.all(processes.map((db) => runDraws(db, VN1, start + second * 1000)));
      drawn.push(...passes.flat());
    }
    expect(new Set(drawn).size).toBe(drawn.length);
    const db = processes[0] as Db;
    const rows = await db.query<{ n: number }>(
      `SELECT draw_no::int AS n FROM lottery_draws WHERE game_code = 'ARCV-VN-1' AND result IS NOT NULL ORDER BY 1`,
    );
    expect(rows.map((row) => row.n)).toEqual([...drawn].sort((a, b) => a - b));
    expect(rows.at(-1)?.n).toBe(dueDrawNo(VN1.timing, start + 340_000));
  });

  it('keep one seed when processes commit the same draw at the same moment', async () => {
    if (!VN1) throw new Error('games');
    for (let drawNo = 50_000; drawNo < 50_020; drawNo++) {
      const seeds = await Promise.all(processes.map((db) => commitDraw(db, VN1, drawNo)));
      expect(new Set(seeds.map((seed) => seed.seedHash)).size).toBe(1);
    }
    const raced = await Promise.all(processes.map((db) => drawOne(db, VN1, 50_000)));
    expect(raced.filter(Boolean)).toHaveLength(1);
  });

  it('never sell a ticket on a draw whose result is out, however a purchase and the draw interleave', async () => {
    if (!VN5) throw new Error('games');
    const wallet = fakeWallet();
    const base = slotDrawNo(VN5.timing, Date.now()) + 100;
    for (let i = 0; i < 12; i++) {
      const drawNo = base + i;
      await commitDraw(processes[0] as Db, VN5, drawNo);
      // The buyer's clock says betting is open; the drawing process has reached the draw's time.
      const [buyer, drawer] = [processes[1] as Db, processes[2] as Db];
      await Promise.all([
        buyTickets(
          { db: buyer, wallet: wallet.wallet },
          {
            session: { ...SESSION, playerId: `racer-${i}` },
            game: VN5,
            drawNo,
            requestId: `race-${i}`,
            tickets: [{ stake: 100, play: { drawNo, betType: 'DE', number: '07', odds: 9500 } }],
            now: drawNo * 300_000 + 1000,
          },
        ).catch((error: { code?: string }) => expect(error.code).toBe('lottery-betting-closed')),
        drawOne(drawer, VN5, drawNo),
      ]);
    }
    const late = await (processes[0] as Db).query(
      `SELECT t.round_id FROM lottery_tickets t JOIN lottery_draws d USING (game_code, draw_no)
        WHERE t.player_id LIKE 'racer-%' AND d.drawn_at IS NOT NULL AND d.drawn_at < t.created_at`,
    );
    expect(late).toEqual([]);
  });

  it('pay every ticket once when three processes sweep the draw together', async () => {
    if (!VN5) throw new Error('games');
    const wallet = fakeWallet();
    const drawNo = slotDrawNo(VN5.timing, Date.now()) + 3;
    const now = drawNo * 300_000 + 1000;
    const numbers = Array.from({ length: 20 }, (_, i) => String(i * 5).padStart(2, '0'));
    const db = processes[0] as Db;
    const bought = await buyTickets(
      { db, wallet: wallet.wallet },
      {
        session: SESSION,
        game: VN5,
        drawNo,
        requestId: 'three-settlers',
        tickets: numbers.map((number) => ({ stake: 100, play: { drawNo, betType: 'LO', number, odds: 350 } })),
        now,
      },
    );
    expect(bought.tickets.every((ticket) => ticket.state === 'open')).toBe(true);
    const drawAt = (drawNo + 1) * 300_000;
    await Promise.all(processes.map((pool) => drawSweep({ db: pool, wallet: wallet.wallet }, [VN5], drawAt)));
    const wins = wallet.calls.filter((call) => call.kind === 'win');
    expect(wins).toHaveLength(20);
    expect(new Set(wins.map((call) => call.transactionId)).size).toBe(20);
    const states = await db.query<{ state: string }>(
      `SELECT r.state FROM lottery_tickets t JOIN rounds r ON r.id = t.round_id WHERE t.request_id = 'three-settlers'`,
    );
    expect(states.every((row) => row.state === 'settled')).toBe(true);
  });
});
