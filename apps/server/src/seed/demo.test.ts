import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../modules/wallet/ledger.service.ts';
import type { Db } from '../platform/db/db.ts';
import { migratedDb } from '../test/harness.ts';
import { seedDemo } from './demo.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await migratedDb());
});
afterAll(() => drop());

const TABLES = [
  'merchants',
  'merchant_domains',
  'whitelabel_nodes',
  'register_rules',
  'resources',
  'customer_services',
  'banners',
  'announcements',
  'game_vendors',
  'countries',
  'members',
  'operators',
  'missions',
  'member_messages',
  'message_broadcasts',
  'point_settings',
  'point_rewards',
  'point_entries',
  'vip_levels',
  'vip_settings',
  'referral_rules',
  'promotion_categories',
  'promotions',
];

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [
        table,
        Number((await db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))?.n),
      ]),
    ),
  );

describe('seedDemo', () => {
  it('seeds a complete demo brand, and a second run changes nothing', async () => {
    await seedDemo(db);
    const first = await counts();
    expect(first.merchants).toBe(2);
    // Seven accounts per brand, and the demo brand's team of eight under agent2 and agent41.
    expect(first.members).toBe(22);
    // Eight missions a brand (every period and goal); the demo player's three notices and welcome, per brand.
    expect(first.missions).toBe(16);
    expect(first.member_messages).toBe(8);
    expect(first.message_broadcasts).toBe(2);
    // Every kind of promotion, in several categories, for each brand.
    expect(first.promotions).toBe(12);
    expect(first.promotion_categories).toBe(6);
    await seedDemo(db);
    expect(await counts()).toEqual(first);
  });

  it('keeps an operator change when seeding again', async () => {
    await db.query("UPDATE whitelabel_nodes SET enabled = false WHERE mod_id = 'FREE_PLAY'");
    await seedDemo(db);
    const rows = await db.query<{ enabled: boolean }>(
      "SELECT enabled FROM whitelabel_nodes WHERE mod_id = 'FREE_PLAY'",
    );
    expect(rows.every((row) => !row.enabled)).toBe(true);
  });

  it('gives the demo brand every account type the spec names', async () => {
    const types = await db.query<{ type: number }>(
      "SELECT DISTINCT type FROM members m JOIN merchants b ON b.id = m.merchant_id WHERE b.code = 'demo' ORDER BY type",
    );
    expect(types.map((row) => row.type)).toEqual([0, 1, 2, 4, 41, 42]);
  });

  it('has every announcement type and one category with exactly 11 vendors', async () => {
    const types = await db.query<{ type: string }>('SELECT DISTINCT type FROM announcements ORDER BY type');
    expect(types.map((row) => row.type)).toEqual(['B', 'H', 'PL', 'PR', 'PU']);
    const eleven = await db.query(
      'SELECT game_type FROM game_vendors WHERE merchant_id = 1 GROUP BY game_type HAVING count(*) = 11',
    );
    expect(eleven).toHaveLength(1);
  });

  it('gives agent1 a downline with weeks of play that balances in the books', async () => {
    const team = await db.query<{ account: string; depth: number }>(
      `SELECT m.account, t.depth FROM member_tree t JOIN members a ON a.id = t.ancestor_id
         JOIN members m ON m.id = t.descendant_id
        WHERE a.account = 'agent1' AND a.merchant_id = (SELECT id FROM merchants WHERE code = 'demo') AND t.depth > 0
        ORDER BY m.account`,
    );
    expect(team.filter((row) => row.account.startsWith('team')).map((row) => [row.account, row.depth])).toEqual([
      ['team01', 2],
      ['team02', 2],
      ['team03', 2],
      ['team04', 2],
      ['team05', 2],
      ['team06', 3],
      ['team07', 2],
      ['team08', 2],
    ]);
    const days = await db.one<{ days: number; bets: number }>(
      `SELECT count(DISTINCT s.day)::int AS days, COALESCE(SUM(s.bet_count), 0)::int AS bets FROM member_day_stats s
         JOIN members m ON m.id = s.member_id WHERE m.account LIKE 'team0%'`,
    );
    expect(days?.days).toBeGreaterThan(14);
    expect(days?.bets).toBeGreaterThan(50);
    expect(await ledgerCheck(db)).toEqual([]);
  });
});
