import type { Room } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { get } from '../../test/requests.ts';
import { type StubProvider, startStubProvider } from '../../test/stub-provider.ts';

/**
 * GLS2_roomList: the tables a room vendor publishes (the house baccarat's GET /v1/baccarat/rooms,
 * read over HTTP), listed as the brand lists the vendor. The tables' own rules (seats, limits,
 * maintenance) are the vendor's, tested in apps/house-vendor.
 */

let t: TestApp;
let provider: StubProvider;
const asked: URLSearchParams[] = [];

const room = (vendor: string, n: number, name: string): Room => ({
  roomId: n,
  gameCode: `${vendor}-BAC-${n}`,
  name,
  vendor,
  gameType: 'LIVE',
  minBet: 100 * n,
  maxBet: 5_000_000,
  players: n - 1,
  seats: 7,
  status: n === 4 ? 'maintenance' : 'open',
  road: [{ winner: 'B', total: 7, playerPair: false, bankerPair: false, natural: false }],
});

beforeAll(async () => {
  t = await buildTestApp();
  provider = await startStubProvider(t.db);
  await provider.serve(['ARCL', 'ARCP']);
  provider.feed('/v1/baccarat/rooms', (url) => {
    asked.push(url.searchParams);
    const vendor = url.searchParams.get('vendorCode') ?? 'ARCP';
    const cn = url.searchParams.get('language') === 'CN';
    const count = vendor === 'ARCL' ? 3 : 4;
    return {
      list: Array.from({ length: count }, (_, i) => room(vendor, i + 1, cn ? `百家乐 ${i + 1}` : `Room ${i + 1}`)),
    };
  });
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

const rooms = (query = '', host = 'localhost') => get(t.app, `/wps/relay/GLS2_roomList${query}`, { host });

describe('GET /wps/relay/GLS2_roomList', () => {
  it('lists the popup vendor rooms (ARCP) to anyone, as the vendor publishes them, typed as the brand lists it', async () => {
    const { status, body } = await rooms();
    expect(status).toBe(200);
    expect(body.value.list.map((entry: Room) => entry.gameCode)).toEqual([
      'ARCP-BAC-1',
      'ARCP-BAC-2',
      'ARCP-BAC-3',
      'ARCP-BAC-4',
    ]);
    expect(body.value.list[2]).toEqual({ ...room('ARCP', 3, 'Room 3'), gameType: 'PVP' });
    expect(body.value.list[3].status).toBe('maintenance');
    expect(asked.at(-1)?.get('vendorCode')).toBe('ARCP');
  });

  it('lists one vendor by vassalage, in the asked language', async () => {
    const live = await rooms('?vassalage=ARCL&language=CN');
    expect(live.body.value.list.map((entry: Room) => [entry.name, entry.gameType])).toEqual([
      ['百家乐 1', 'LIVE'],
      ['百家乐 2', 'LIVE'],
      ['百家乐 3', 'LIVE'],
    ]);
    expect(asked.at(-1)?.get('language')).toBe('CN');
    expect((await rooms('?vassalage=arc')).body.value.list).toEqual([]);
  });

  it('answers unknown-vendor for a vendor the brand does not list, and no rooms for a vendor without any', async () => {
    expect(await rooms('?vassalage=NOPE')).toMatchObject({ status: 404, body: { code: 'unknown-vendor' } });
    expect(await rooms('?vassalage=KM')).toMatchObject({ status: 200, body: { value: { list: [] } } });
    expect((await rooms(`?vassalage=${'x'.repeat(40)}`)).status).toBe(400);
  });

  it('answers the second brand the same rooms (the vendor serves every brand)', async () => {
    const beta = await rooms('', 'beta.localhost');
    expect(beta.status).toBe(200);
    expect(beta.body.value.list).toHaveLength(4);
  });

  it('lists no rooms while the vendor does not answer, or answers what its feed may not hold', async () => {
    provider.feed('/v1/baccarat/rooms', () => null);
    expect(await rooms()).toMatchObject({ status: 200, body: { value: { list: [] } } });
    provider.feed('/v1/baccarat/rooms', () => ({ list: [{ roomId: 'one' }] }));
    expect(await rooms()).toMatchObject({ status: 200, body: { value: { list: [] } } });
  });
});
