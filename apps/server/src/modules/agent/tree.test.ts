import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/db.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { BETA, type Player } from '../wallet/money-test-kit.ts';
import { member, runPrefix } from './test-kit.ts';

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

  it('is kept by the database: same as the parent links after inserts and moves', async () => {
    const f = await forest();
    await db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [f.sub.id, f.sibling.id]);
    await db.query('UPDATE members SET parent_id = NULL WHERE id = $1', [f.child.id]);
    await db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [f.child.id, f.direct.id]);
    expect(await kept(f.top.merchantId)).toEqual(await recomputed(f.top.merchantId));
    expect(await kept(f.beta.merchantId)).toEqual(await recomputed(f.beta.merchantId));
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
