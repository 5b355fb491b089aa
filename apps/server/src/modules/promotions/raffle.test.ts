import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get, opsCall, send } from '../../test/requests.ts';
import { fairDraw, prizeAt, seedHash, verifyDraw } from './raffle-fair.ts';
import { balance, bet, createPromotion, detail, type Player, player, raffle } from './test-kit.ts';

describe('raffle fairness (pure)', () => {
  it('maps rolls to prizes by running weights', () => {
    expect([0, 1, 3, 4, 9].map((roll) => prizeAt([1, 3, 6], roll))).toEqual([0, 1, 1, 2, 2]);
    expect(() => prizeAt([1, 3, 6], 10)).toThrow(RangeError);
  });

  it('is fixed by the seeds and nonce, and every prize comes up in proportion to its weight', () => {
    const input = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7, weights: [1, 2, 7] };
    expect(fairDraw(input)).toEqual(fairDraw(input));
    const counts = [0, 0, 0];
    for (let nonce = 0; nonce < 5000; nonce++) {
      const { prizeIndex } = fairDraw({ ...input, nonce });
      counts[prizeIndex] = (counts[prizeIndex] ?? 0) + 1;
    }
    // Expected 500, 1000, 3500; four standard errors either side.
    expect(counts[0]).toBeGreaterThan(500 - 4 * 21);
    expect(counts[0]).toBeLessThan(500 + 4 * 21);
    expect(counts[2]).toBeGreaterThan(3500 - 4 * 32);
    expect(counts[2]).toBeLessThan(3500 + 4 * 32);
  });
});

let t: TestApp;
let raffleId: string;
beforeAll(async () => {
  t = await buildTestApp();
  raffleId = await createPromotion(t.app, raffle(), { title: { EN: 'Lucky envelopes' } });
});
afterAll(() => t.close());

const draw = (p: Player, promotionId = raffleId) =>
  send(t.app, {
    method: 'POST',
    url: '/wps/relay/MCS2_claimRafflePromotion',
    headers: p.headers,
    payload: { promotionId },
  });
const join = (p: Player, promotionId = raffleId) =>
  send(t.app, { method: 'POST', url: '/wps/relay/MCS2_joinPromotion', headers: p.headers, payload: { promotionId } });
const fairness = (p: Player) => get(t.app, `/wps/relay/MCS2_getRaffleFairness?promotionId=${raffleId}`, p.headers);

describe('raffle tickets', () => {
  it('joins (Join → Claim with the joining tickets), draws them, then earns more from valid bets', async () => {
    const p = await player(t);
    expect((await detail(t.app, raffleId, p.headers)).body.value.state).toBe('Join');
    expect((await draw(p)).body.code).toBe('nothing-to-claim');
    const joined = await join(p);
    expect(joined.body.value).toMatchObject({ state: 'Claim', tickets: 2 });
    expect((await join(p)).status).toBe(409);

    const committed = (await fairness(p)).body.value.active;
    const before = await balance(t, p);
    const first = await draw(p);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      game: 'red-envelope',
      ticketsLeft: 1,
      serverSeedHash: committed.serverSeedHash,
      clientSeed: committed.clientSeed,
      draw: { nonce: 0, weights: [1, 3] },
    });
    await draw(p);
    expect((await draw(p)).body.code).toBe('nothing-to-claim');
    expect((await detail(t.app, raffleId, p.headers)).body.value).toMatchObject({ state: 'Joined', tickets: 0 });

    // Both prizes paid once each through the ledger (10.00 for "Ten", nothing for "Nothing").
    const won = await t.db.query<{ prize_amount: string }>(
      'SELECT prize_amount::text FROM raffle_draws WHERE member_id = $1',
      [p.member.id],
    );
    const paid = won.reduce((sum, row) => sum + Number(row.prize_amount), 0);
    expect(await balance(t, p)).toBe(before + paid);

    await bet(t, p.member, 250_00);
    expect((await detail(t.app, raffleId, p.headers)).body.value).toMatchObject({ state: 'Claim', tickets: 2 });
  });

  it('never draws more tickets than held, even asked at the same moment', async () => {
    const p = await player(t);
    await join(p);
    const answers = await Promise.all([draw(p), draw(p), draw(p), draw(p)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409]);
    const draws = await t.db.one<{ n: string }>('SELECT count(*)::text AS n FROM raffle_draws WHERE member_id = $1', [
      p.member.id,
    ]);
    expect(draws?.n).toBe('2');
  });

  it('lets the member verify every draw once the server seed is revealed', async () => {
    const p = await player(t);
    await join(p);
    const before = (await fairness(p)).body.value;
    expect(before.previous).toBeNull();
    const drawn = [(await draw(p)).body.value.draw, (await draw(p)).body.value.draw];

    const rotated = await send(t.app, {
      method: 'POST',
      url: '/wps/relay/MCS2_rotateRaffleSeed',
      headers: p.headers,
      payload: { promotionId: raffleId, clientSeed: 'my-own-seed' },
    });
    expect(rotated.status).toBe(200);
    const { active, previous } = rotated.body.value;
    expect(active).toMatchObject({ clientSeed: 'my-own-seed', nextNonce: 0 });
    expect(active.serverSeedHash).not.toBe(before.active.serverSeedHash);
    expect(previous.serverSeedHash).toBe(before.active.serverSeedHash);
    expect(seedHash(previous.serverSeed)).toBe(before.active.serverSeedHash);
    expect(previous.draws).toHaveLength(2);
    for (const shown of previous.draws) {
      const recorded = drawn.find((row) => row.id === shown.id);
      expect(recorded).toMatchObject({ roll: shown.roll, prizeIndex: shown.prizeIndex });
      expect(
        verifyDraw({
          serverSeed: previous.serverSeed,
          serverSeedHash: previous.serverSeedHash,
          clientSeed: previous.clientSeed,
          nonce: shown.nonce,
          weights: shown.weights,
          roll: shown.roll,
          prizeIndex: shown.prizeIndex,
        }),
      ).toEqual({ hashMatches: true, rollMatches: true, prizeMatches: true });
    }
    const bad = await send(t.app, {
      method: 'POST',
      url: '/wps/relay/MCS2_rotateRaffleSeed',
      headers: p.headers,
      payload: { promotionId: raffleId, clientSeed: 'no:colons' },
    });
    expect(bad.status).toBe(400);
  });

  it('draws from the prize table as the operator last set it, and records the weights used', async () => {
    const id = await createPromotion(t.app, raffle());
    const ops = await opsCall(t.app);
    const changed = await ops('PATCH', `/ops/promotions/${id}`, {
      terms: {
        ...raffle(),
        game: 'prize-wheel',
        prizes: [
          { label: { EN: 'Only prize' }, amount: 5_00, weight: 1 },
          { label: { EN: 'Never' }, amount: 0, weight: 1 },
        ],
      },
    });
    expect(changed.status).toBe(200);
    const p = await player(t);
    await join(p, id);
    const result = (await draw(p, id)).body.value;
    expect(result).toMatchObject({ game: 'prize-wheel', draw: { weights: [1, 1] } });
    expect(['Only prize', 'Never']).toContain(result.draw.prizeLabel);
  });
});
