import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearerHeader, createMember } from '../../test/members.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get, opsCall } from '../../test/requests.ts';
import { createMember as createLoginMember, passwordLogin, visitor } from '../auth/test-kit.ts';
import { depositor, orderId } from '../deposits/test-kit.ts';
import { bettor, startWallet, type WalletServer } from '../vendors/test-kit.ts';
import { ledgerCheck, memberBalance } from '../wallet/ledger.service.ts';
import { brandDay, weekStart } from './periods.ts';
import { defineMission, missionPlayer, retireSeededMissions } from './test-kit.ts';

/**
 * Missions through HTTP: operators define them, members' progress comes from the
 * real flows (seamless bets, credited deposits, logins) through the day totals, and a
 * claim pays its reward once through the ledger.
 */
let wallet: WalletServer;
let content: OpsCaller;
let owner: OpsCaller;
const defined: number[] = [];

beforeAll(async () => {
  wallet = await startWallet();
  await retireSeededMissions(wallet.db);
  content = await operatorSession(
    wallet.app,
    await createOperator(wallet.db, { grants: [{ role: 'content', merchant: 'demo' }] }),
  );
  owner = await opsCall(wallet.app);
});
afterEach(async () => {
  // Each test sees only its own missions running.
  for (const id of defined.splice(0)) await content('PATCH', `/ops/missions/${id}`, { enabled: false });
  expect(await ledgerCheck(wallet.db)).toEqual([]);
});
afterAll(() => wallet.close());

const mission = async (body: Parameters<typeof defineMission>[1]) => {
  const created = await defineMission(content, body);
  defined.push(created.id);
  return created;
};
const player = async (member?: Awaited<ReturnType<typeof createMember>>) =>
  missionPlayer(wallet.app, wallet.db, member ?? (await createMember(wallet.db)));
const balance = (member: { id: string; merchantId: number }) =>
  memberBalance(wallet.db, member.merchantId, member.id).then(Number);

let seq = 0;
const uid = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${seq++}`;

/** A settled round of `stake` by the member, through the seamless wallet as a vendor plays it. */
async function play(member: { id: string }, stake: number, settle = true) {
  const client = await wallet.client();
  const round = { playerId: member.id, roundId: uid('r') };
  const betId = uid('b');
  await client.bet({ ...round, transactionId: betId, gameCode: 'ARC-golden-dragon', amount: stake });
  if (settle) await client.win({ ...round, transactionId: uid('w'), betTransactionId: betId, amount: 0 });
}

describe('operators define missions', () => {
  it('creates, lists and changes a mission for a brand of theirs, audited', async () => {
    const created = await mission({
      period: 'daily',
      goal: 'valid-bet',
      target: 300_00,
      reward: 2_50,
      title: { EN: 'Bet 300', CN: '投注 300' },
      description: { EN: 'Settled bets count.' },
    });
    expect(created).toMatchObject({
      merchantCode: 'demo',
      period: 'daily',
      goal: 'valid-bet',
      enabled: true,
      claims: 0,
    });
    const listed = await content('GET', '/ops/missions?merchant=demo&pageSize=100');
    expect(listed.body.value.list.map((row: { id: number }) => row.id)).toContain(created.id);

    const changed = await content('PATCH', `/ops/missions/${created.id}`, { reward: 3_00, title: { EN: 'Bet 300!' } });
    expect(changed.status).toBe(200);
    expect(changed.body.value).toMatchObject({ reward: 3_00, target: 300_00, title: { EN: 'Bet 300!' } });
    const audit = await wallet.db.query<{ action: string }>(
      "SELECT action FROM operator_audit WHERE target = $1 AND action LIKE 'mission.%' ORDER BY id",
      [String(created.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['mission.create', 'mission.update']);
  });

  it('refuses other roles and other brands, and bad schedules or goals', async () => {
    const support = await operatorSession(
      wallet.app,
      await createOperator(wallet.db, { grants: [{ role: 'support', merchant: null }] }),
    );
    const body = { merchant: 'demo', period: 'daily', goal: 'logins', target: 1, reward: 1_00, title: { EN: 'x' } };
    expect((await support('POST', '/ops/missions', body)).status).toBe(403);
    expect((await content('POST', '/ops/missions', { ...body, merchant: 'beta' })).status).toBe(403);
    const beta = await defineMission(owner, { ...body, merchant: 'beta' });
    expect((await content('PATCH', `/ops/missions/${beta.id}`, { reward: 5 })).status).toBe(404);
    await owner('PATCH', `/ops/missions/${beta.id}`, { enabled: false });

    const ends = await content('POST', '/ops/missions', {
      ...body,
      startsAt: '2026-05-02T00:00:00.000Z',
      endsAt: '2026-05-01T00:00:00.000Z',
    });
    expect([ends.status, ends.body.code]).toEqual([400, 'validation-failed']);
    expect((await content('POST', '/ops/missions', { ...body, goal: 'jackpots' })).status).toBe(400);
    expect((await content('POST', '/ops/missions', { ...body, target: 0 })).status).toBe(400);
    expect((await content('POST', '/ops/missions', { ...body, title: { CN: '无英文' } })).status).toBe(400);
    expect((await content('PATCH', '/ops/missions/999999', { reward: 5 })).status).toBe(404);
  });
});

describe('progress', () => {
  it('counts settled valid bets, bets placed and days with a login', async () => {
    const valid = await mission({ period: 'daily', goal: 'valid-bet', target: 300 });
    const games = await mission({ period: 'daily', goal: 'games', target: 2 });
    const logins = await mission({ period: 'weekly', goal: 'logins', target: 2 });
    const member = await bettor(wallet.db, 10_000);
    const me = await player(member);
    expect(await me.mission(logins.id)).toMatchObject({ progress: 1, state: 'in-progress' });
    expect(await me.mission(valid.id)).toMatchObject({ progress: 0, state: 'in-progress' });

    await play(member, 200, false);
    expect(await me.mission(games.id)).toMatchObject({ progress: 1 });
    expect((await me.mission(valid.id))?.progress).toBe(0); // not settled yet
    await play(member, 150);
    expect(await me.mission(games.id)).toMatchObject({ progress: 2, state: 'claimable' });
    expect(await me.mission(valid.id)).toMatchObject({ progress: 150, state: 'in-progress' });
    await play(member, 150);
    expect(await me.mission(valid.id)).toMatchObject({ progress: 300, state: 'claimable' });
    // Another login the same day is still one day.
    await missionPlayer(wallet.app, wallet.db, member);
    expect((await me.mission(logins.id))?.progress).toBe(1);
  });

  it('counts a login through the login endpoint', async () => {
    const logins = await mission({ period: 'daily', goal: 'logins', target: 1 });
    const member = await createLoginMember(wallet.db);
    const login = await passwordLogin(wallet.app, visitor(), { username: member.account, password: member.password });
    expect(login.status).toBe(200);
    const summary = await get(
      wallet.app,
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      bearerHeader(login.body.value.token),
    );
    const row = summary.body.value.list.find((item: { missionId: number }) => item.missionId === logins.id);
    expect(row).toMatchObject({ progress: 1, state: 'claimable' });
  });

  it('counts deposits once credited', async () => {
    const deposit = await mission({ period: 'weekly', goal: 'deposit', target: 500_00 });
    const who = await depositor(wallet);
    const me = await player(who.member);
    const order = (await who.create('BANK', 500_00)).body.value;
    expect((await me.mission(deposit.id))?.progress).toBe(0);
    const ops = await opsCall(wallet.app);
    expect((await ops('POST', `/ops/deposits/${await orderId(wallet, order.reference)}/approve`, {})).status).toBe(200);
    expect(await me.mission(deposit.id)).toMatchObject({ progress: 500_00, state: 'claimable' });
  });

  it('gives each period its brand days: today, Monday to Sunday, the whole run', async () => {
    const daily = await mission({ period: 'daily', goal: 'logins', target: 1 });
    const weekly = await mission({ period: 'weekly', goal: 'logins', target: 1 });
    const startsAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const once = await mission({ period: 'once', goal: 'logins', target: 1, startsAt });
    const me = await player();
    const { today, list } = await me.summary();
    expect(today).toBe(brandDay(new Date(), 480));
    const byId = new Map(list.map((row) => [row.missionId, row]));
    expect(byId.get(daily.id)).toMatchObject({ periodStart: today, periodEnd: today });
    expect(byId.get(weekly.id)?.periodStart).toBe(weekStart(today));
    expect(byId.get(once.id)).toMatchObject({ periodStart: brandDay(new Date(startsAt), 480), periodEnd: null });
  });

  it('shows only enabled missions that have started and not ended', async () => {
    const later = await mission({
      period: 'daily',
      goal: 'logins',
      target: 1,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const over = await mission({
      period: 'once',
      goal: 'logins',
      target: 1,
      startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const off = await mission({ period: 'daily', goal: 'logins', target: 1, enabled: false });
    const me = await player();
    const ids = (await me.summary()).list.map((row) => row.missionId);
    for (const hidden of [later, over, off]) {
      expect(ids).not.toContain(hidden.id);
      expect((await me.claim(hidden.id)).status).toBe(404);
    }
  });
});

describe('claims', () => {
  it('pays a reached mission once into the main wallet, and the badge drops', async () => {
    const reached = await mission({ period: 'daily', goal: 'logins', target: 1, reward: 3_00 });
    const unreached = await mission({ period: 'daily', goal: 'games', target: 5 });
    const me = await player();
    expect((await me.counts()).missionCount).toBe(1);
    const before = await balance(me.member);

    const first = await me.claim(reached.id);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ replayed: false, mission: { state: 'claimed', reward: 3_00 } });
    expect(await balance(me.member)).toBe(before + 3_00);
    expect((await me.counts()).missionCount).toBe(0);

    const again = await me.claim(reached.id);
    expect(again.body.value).toMatchObject({ replayed: true, mission: { state: 'claimed' } });
    expect(await balance(me.member)).toBe(before + 3_00);
    expect((await me.summary()).summary).toMatchObject({ missions: 2, completed: 1, claimable: 0, rewardEarned: 3_00 });

    const early = await me.claim(unreached.id);
    expect([early.status, early.body.code]).toEqual([409, 'mission-not-complete']);
    expect((await me.claim(987_654)).status).toBe(404);
  });

  it('counts for the badge exactly the missions the summary says are ready to claim', async () => {
    const claimed = await mission({ period: 'daily', goal: 'logins', target: 1 });
    await mission({ period: 'weekly', goal: 'logins', target: 1 });
    await mission({ period: 'once', goal: 'logins', target: 1 });
    await mission({ period: 'daily', goal: 'valid-bet', target: 1 });
    await mission({ period: 'weekly', goal: 'deposit', target: 1 });
    const me = await player();
    expect((await me.counts()).missionCount).toBe(3);
    await me.claim(claimed.id);
    const { summary } = await me.summary();
    expect(summary).toMatchObject({ missions: 5, completed: 3, claimable: 2 });
    expect((await me.counts()).missionCount).toBe(2);
  });

  it('pays once when the same mission is claimed many times at the same moment', async () => {
    const reached = await mission({ period: 'weekly', goal: 'logins', target: 1, reward: 7_00 });
    const me = await player();
    const before = await balance(me.member);
    const answers = await Promise.all(Array.from({ length: 5 }, () => me.claim(reached.id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.value.replayed === false)).toHaveLength(1);
    expect(await balance(me.member)).toBe(before + 7_00);
    const transfers = await wallet.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1',
      [`mission:${reached.id}:${me.member.id}:%`],
    );
    expect(transfers?.n).toBe(1);
  });

  it("does not pay another brand's mission", async () => {
    const beta = await defineMission(owner, { merchant: 'beta', period: 'daily', goal: 'logins', target: 1 });
    const me = await player();
    expect((await me.claim(beta.id)).status).toBe(404);
    await owner('PATCH', `/ops/missions/${beta.id}`, { enabled: false });
  });

  it('pays a one-off mission once for good', async () => {
    const once = await mission({ period: 'once', goal: 'logins', target: 1, reward: 4_00 });
    const me = await player();
    expect((await me.claim(once.id)).body.value.replayed).toBe(false);
    expect((await me.mission(once.id))?.state).toBe('claimed');
    expect((await me.claim(once.id)).body.value.replayed).toBe(true);
  });
});

describe('the leaderboard', () => {
  it("ranks the week's mission rewards with masked accounts, and places the member", async () => {
    const big = await mission({ period: 'weekly', goal: 'logins', target: 1, reward: 900_00 });
    const small = await mission({ period: 'daily', goal: 'logins', target: 1, reward: 500_00 });
    const first = await player(await createMember(wallet.db, { account: 'topplayer' }));
    const second = await player(await createMember(wallet.db, { account: 'runnerup' }));
    const nobody = await player();
    await first.claim(big.id);
    await first.claim(small.id);
    await second.claim(big.id);

    const board = async (headers: Record<string, string>, query = '') => {
      const response = await wallet.app.inject({
        method: 'GET',
        url: `/wps/relay/MCSFE_getMissionLeaderboard${query}`,
        headers: { host: 'localhost', ...headers },
      });
      return response.json().value;
    };
    const week = await board(second.headers);
    expect(week.period).toBe('week');
    expect(week.from).toBe(weekStart(brandDay(new Date(), 480)));
    expect(week.list.slice(0, 2)).toEqual([
      { rank: 1, account: 'to***r', missions: 2, reward: 1_400_00 },
      { rank: 2, account: 'ru***p', missions: 1, reward: 900_00 },
    ]);
    expect(week.me).toEqual({ rank: 2, missions: 1, reward: 900_00 });
    expect((await board(nobody.headers, '?period=month&size=1')).list).toHaveLength(1);
    expect((await board(nobody.headers)).me).toEqual({ rank: null, missions: 0, reward: 0 });
  });
});
