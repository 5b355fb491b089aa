import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTable } from '../house/baccarat/test-kit.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';

/** GLS2_roomList: the house tables as rooms, with players, status and the latest road. */

let t: Awaited<ReturnType<typeof startTable>>;
const results: string[] = [];
beforeAll(async () => {
  t = await startTable();
  const member = await t.player(100_000);
  const { session } = await t.sit(member, 'ARCP-BAC-3');
  for (let i = 0; i < 4; i += 1) {
    const dealt = await t.call('POST', '/house/baccarat/deal', {
      session,
      body: { requestId: t.requestId(), bets: { banker: 2000 } },
    });
    results.push(dealt.body.value.hand.winner);
  }
});
afterAll(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
  await t.close();
});

const rooms = (query = '', host = 'localhost') => t.call('GET', `/wps/relay/GLS2_roomList${query}`, { host });

describe('GET /wps/relay/GLS2_roomList', () => {
  it('lists the PVP popup vendor rooms (ARCP) to anyone, with limits, seats and players', async () => {
    const { status, body } = await rooms();
    expect(status).toBe(200);
    expect(body.value.list.map((room: { gameCode: string }) => room.gameCode)).toEqual([
      'ARCP-BAC-1',
      'ARCP-BAC-2',
      'ARCP-BAC-3',
      'ARCP-BAC-4',
    ]);
    const third = body.value.list[2];
    expect(third).toMatchObject({
      gameCode: 'ARCP-BAC-3',
      name: 'Baccarat Room 3',
      vendor: 'ARCP',
      gameType: 'PVP',
      minBet: 2000,
      maxBet: 5_000_000,
      players: 1,
      seats: 7,
      status: 'open',
    });
    expect(typeof third.roomId).toBe('number');
    expect(body.value.list[0]).toMatchObject({ players: 0, road: [] });
  });

  it("carries the table's latest results, oldest first", async () => {
    const third = (await rooms()).body.value.list[2];
    expect(third.road.map((entry: { winner: string }) => entry.winner)).toEqual(results);
    for (const entry of third.road) {
      expect(Object.keys(entry).sort()).toEqual(['bankerPair', 'natural', 'playerPair', 'total', 'winner']);
      expect(entry.total).toBeGreaterThanOrEqual(0);
      expect(entry.total).toBeLessThanOrEqual(9);
    }
  });

  it('lists one vendor by vassalage, in the asked language', async () => {
    const live = await rooms('?vassalage=ARCL&language=CN');
    expect(live.body.value.list.map((room: { name: string; gameType: string }) => [room.name, room.gameType])).toEqual([
      ['真人百家乐 1', 'LIVE'],
      ['真人百家乐 2', 'LIVE'],
      ['真人百家乐 VIP', 'LIVE'],
    ]);
    expect((await rooms('?vassalage=arc')).body.value.list).toEqual([]);
  });

  it('answers unknown-vendor for a vendor the brand does not list, and no rooms for a vendor without any', async () => {
    expect(await rooms('?vassalage=NOPE')).toMatchObject({ status: 404, body: { code: 'unknown-vendor' } });
    expect(await rooms('?vassalage=KM')).toMatchObject({ status: 200, body: { value: { list: [] } } });
    expect((await rooms(`?vassalage=${'x'.repeat(40)}`)).status).toBe(400);
  });

  it('shows a disabled table as maintenance and refuses to seat anyone at it', async () => {
    await t.db.query("UPDATE house_baccarat_tables SET enabled = false WHERE game_code = 'ARCP-BAC-4'");
    try {
      expect((await rooms()).body.value.list[3].status).toBe('maintenance');
      const member = await t.player(10_000);
      const { launchToken } = await t.launch(member, 'ARCP-BAC-4');
      const refused = await t.call('POST', '/house/baccarat/session', { body: { launchToken } });
      expect(refused).toMatchObject({ status: 503, body: { code: 'game-maintenance' } });
    } finally {
      await t.db.query("UPDATE house_baccarat_tables SET enabled = true WHERE game_code = 'ARCP-BAC-4'");
    }
  });

  it('refuses a seat at a full table with table-full', async () => {
    await t.db.query("UPDATE house_baccarat_tables SET seats = 1 WHERE game_code = 'ARCP-BAC-3'");
    try {
      const member = await t.player(10_000);
      const { launchToken } = await t.launch(member, 'ARCP-BAC-3');
      const refused = await t.call('POST', '/house/baccarat/session', { body: { launchToken } });
      expect(refused).toMatchObject({ status: 409, body: { code: 'table-full' } });
    } finally {
      await t.db.query("UPDATE house_baccarat_tables SET seats = 7 WHERE game_code = 'ARCP-BAC-3'");
    }
  });

  it('answers the second brand the same rooms (the vendor serves every brand)', async () => {
    const beta = await rooms('', 'beta.localhost');
    expect(beta.status).toBe(200);
    expect(beta.body.value.list).toHaveLength(4);
  });
});
