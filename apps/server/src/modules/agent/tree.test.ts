import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { BETA, type Player } from '../wallet/money-test-kit.ts';
import { bet, member, runPrefix } from './test-kit.ts';

/**
 * Tree isolation: an agent sees its own downline at any depth and nobody else —
 * not its upline, not a sibling agent's members, not another brand's — and the
 * database keeps the closure table right and refuses loops and foreign uplines.
 */
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.db;
});
afterAll(() => t.close());

type Row = { account: string; level: number; upline: string; manageable: boolean };
const team = async (agent: Player, query = '') => {
  const { status, body } = await get(t.app, `/wps/agent/team/members?pageSize=500${query}`, agent.auth);
  expect(status).toBe(200);
  return body.value as { list: Row[]; total: number; totalPages: number; totals: { members: number } };
};
const accounts = async (agent: Player, query = '') => (await team(agent, query)).list.map((row) => row.account).sort();

/** top → sub (agent) → child → grandchild; top → direct; sibling agent → cousin; a beta agent → its member. */
async function forest() {
  const p = runPrefix();
  const top = await member(db, { type: 1, account: `${p}top` });
  const sub = await member(db, { type: 2, parent: top, account: `${p}sub` });
  const child = await member(db, { parent: sub, account: `${p}child` });
  const grandchild = await member(db, { parent: child, account: `${p}grand` });
  const direct = await member(db, { parent: top, account: `${p}direct` });
  const sibling = await member(db, { type: 1, account: `${p}sibling` });
  const cousin = await member(db, { parent: sibling, account: `${p}cousin` });
  const beta = await member(db, { type: 1, merchant: 'beta', account: `${p}beta` });
  const betaMember = await member(db, { parent: beta, merchant: 'beta', account: `${p}betam` });
  return { top, sub, child, grandchild, direct, sibling, cousin, beta, betaMember };
}

/** The closure recomputed from parent links, for comparing with what the triggers kept. */
const recomputed = (merchantId: number) =>
  db.query<{ a: string; d: string; depth: number }>(
    `WITH RECURSIVE down AS (
       SELECT id AS a, id AS d, 0 AS depth FROM members WHERE merchant_id = $1
       UNION ALL
       SELECT down.a, m.id, down.depth + 1 FROM down JOIN members m ON m.parent_id = down.d
     )
     SELECT a::text AS a, d::text AS d, depth FROM down ORDER BY down.a, down.d`,
    [merchantId],
  );
const kept = (merchantId: number) =>
  db.query<{ a: string; d: string; depth: number }>(
    `SELECT t.ancestor_id::text AS a, t.descendant_id::text AS d, t.depth FROM member_tree t
       JOIN members m ON m.id = t.descendant_id WHERE m.merchant_id = $1 ORDER BY t.ancestor_id, t.descendant_id`,
    [merchantId],
  );

/** Every upline's team days as the triggers kept them (rows that came back to nothing left out). */
const TEAM_COLUMNS = `members_new, members_active, bet_count, stake, valid_bet, payout, deposit_count,
  deposit_amount, withdraw_count, withdraw_amount`;
const teamDays = () =>
  db.query(
    `SELECT agent_id::text, to_char(day, 'YYYY-MM-DD') AS day, shard, ${TEAM_COLUMNS} FROM team_day_stats
      WHERE (${TEAM_COLUMNS.replaceAll(',', ' <> 0 OR')} <> 0) ORDER BY 1, 2, 3`,
  );
/** The same summed again from the member days, the members and the tree. */
const teamDaysRecomputed = () =>
  db.query(
    `SELECT agent_id::text, to_char(day, 'YYYY-MM-DD') AS day, shard,
            SUM(members_new)::int AS members_new, SUM(members_active)::int AS members_active,
            SUM(bet_count)::int AS bet_count, SUM(stake)::bigint AS stake, SUM(valid_bet)::bigint AS valid_bet,
            SUM(payout)::bigint AS payout, SUM(deposit_count)::int AS deposit_count,
            SUM(deposit_amount)::bigint AS deposit_amount, SUM(withdraw_count)::int AS withdraw_count,
            SUM(withdraw_amount)::bigint AS withdraw_amount
       FROM (SELECT t.ancestor_id AS agent_id, s.day, (s.member_id % 8)::smallint AS shard, 0 AS members_new,
                    (s.bet_count > 0)::int AS members_active, s.bet_count, s.stake, s.valid_bet, s.payout,
                    s.deposit_count, s.deposit_amount, s.withdraw_count, s.withdraw_amount
               FROM member_day_stats s JOIN member_tree t ON t.descendant_id = s.member_id AND t.depth > 0
             UNION ALL
             SELECT t.ancestor_id, brand_day(m.merchant_id, m.created_at), (m.id % 8)::smallint, 1,
                    0, 0, 0, 0, 0, 0, 0, 0, 0
               FROM members m JOIN member_tree t ON t.descendant_id = m.id AND t.depth > 0) x
      GROUP BY 1, 2, 3
     HAVING SUM(members_new) <> 0 OR SUM(members_active) <> 0 OR SUM(bet_count) <> 0 OR SUM(stake) <> 0
         OR SUM(valid_bet) <> 0 OR SUM(payout) <> 0 OR SUM(deposit_count) <> 0 OR SUM(withdraw_count) <> 0
      ORDER BY 1, 2, 3`,
  );

describe('the agent tree', () => {
  it('shows an agent its downline at every depth with levels and uplines, never itself', async () => {
    const f = await forest();
    const rows = (await team(f.top)).list;
    expect(rows.map((row) => [row.account, row.level, row.upline])).toEqual([
      [f.direct.account, 1, f.top.account],
      [f.sub.account, 1, f.top.account],
      [f.child.account, 2, f.sub.account],
      [f.grandchild.account, 3, f.child.account],
    ]);
    expect(rows.map((row) => row.manageable)).toEqual([true, true, false, false]);
  });

  it('keeps siblings, uplines and other brands apart', async () => {
    const f = await forest();
    expect(await accounts(f.sub)).toEqual([f.child.account, f.grandchild.account].sort());
    expect(await accounts(f.sibling)).toEqual([f.cousin.account]);
    expect(await accounts(f.beta)).toEqual([f.betaMember.account]);
    // A demo token on the beta brand's host is no session there.
    expect((await get(t.app, '/wps/agent/team/members', { ...f.top.auth, ...BETA })).status).toBe(401);
    // Searching for someone outside finds nothing.
    expect((await team(f.top, `&account=${f.cousin.account}`)).list).toEqual([]);
    expect((await team(f.sub, `&account=${f.top.account}`)).list).toEqual([]);
  });

  it('refuses members and trial accounts (agent-only), and visitors', async () => {
    const f = await forest();
    const asMember = await get(t.app, '/wps/agent/team/members', f.child.auth);
    expect([asMember.status, asMember.body.code]).toEqual([403, 'agent-only']);
    const trial = await member(db, { type: 4 });
    expect((await get(t.app, '/wps/agent/team/overview', trial.auth)).status).toBe(403);
    expect((await get(t.app, '/wps/agent/team/members')).status).toBe(401);
  });

  it('searches by account prefix in any case, filters direct downline, and pages', async () => {
    const f = await forest();
    const extra = [];
    for (let i = 0; i < 5; i++) extra.push(await member(db, { parent: f.top, account: `${f.top.account}x${i}` }));
    const found = await team(f.top, `&account=${f.top.account.toUpperCase()}X`);
    expect(found.list.map((row) => row.account)).toEqual(extra.map((row) => row.account));
    expect((await team(f.top, '&direct=true')).total).toBe(7);
    const { body } = await get(t.app, '/wps/agent/team/members?pageSize=3&pageNo=3', f.top.auth);
    expect(body.value).toMatchObject({ total: 9, totalPages: 3, totals: { members: 9 } });
    expect(body.value.list).toHaveLength(3);
    // LIKE's own characters are taken literally.
    expect((await team(f.top, '&account=%25')).list).toEqual([]);
  });

  it('goes as deep as the tree goes', async () => {
    const top = await member(db, { type: 1 });
    let parent: Player = top;
    for (let i = 0; i < 70; i++) parent = await member(db, { type: 2, parent });
    const rows = (await team(top)).list;
    expect(rows).toHaveLength(70);
    expect(rows.at(-1)).toMatchObject({ account: parent.account, level: 70 });
  });

  it('is kept by the database: same as the parent links after inserts and moves, team days too', async () => {
    const f = await forest();
    await bet(db, f.grandchild, 100_00, { payout: 50_00 });
    await bet(db, f.child, 70_00, { payout: 0 }, 2);
    await bet(db, f.sub, 30_00, 'open', 1);
    await db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [f.sub.id, f.sibling.id]);
    await db.query('UPDATE members SET parent_id = NULL WHERE id = $1', [f.child.id]);
    await db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [f.child.id, f.direct.id]);
    expect(await kept(f.top.merchantId)).toEqual(await recomputed(f.top.merchantId));
    expect(await kept(f.beta.merchantId)).toEqual(await recomputed(f.beta.merchantId));
    expect(await teamDays()).toEqual(await teamDaysRecomputed());
    await bet(db, f.grandchild, 10_00, 'refunded');
    expect(await teamDays()).toEqual(await teamDaysRecomputed());
    expect(await accounts(f.top)).toEqual([f.direct.account, f.child.account, f.grandchild.account].sort());
    expect(await accounts(f.sibling)).toEqual([f.cousin.account, f.sub.account].sort());
  });

  it('refuses a loop and an upline of another brand', async () => {
    const f = await forest();
    const move = (id: string, parent: string) =>
      db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [id, parent]).then(
        () => 'moved',
        (error: { constraint?: string; message: string }) => error.constraint ?? error.message,
      );
    expect(await move(f.top.id, f.grandchild.id)).toMatch(/members_parent_no_cycle/);
    expect(await move(f.sub.id, f.sub.id)).toMatch(/members_parent_no_cycle/);
    expect(await move(f.sub.id, f.beta.id)).toMatch(/members_parent_same_brand/);
    expect(await accounts(f.top)).toEqual(
      [f.sub.account, f.child.account, f.grandchild.account, f.direct.account].sort(),
    );
  });
});
