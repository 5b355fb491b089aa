import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalance } from '../modules/wallet/ledger.service.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { bearerHeader, tokenFor } from '../test/members.ts';
import { get } from '../test/requests.ts';
import { seedDemoPlay } from './demo-play.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo member’s play', () => {
  it('leaves a rebate and the welcome bonus to claim, and a second run changes nothing', async () => {
    await seedDemoPlay(t.app.db);
    const member = await t.db.one<{ id: string; merchantId: number; account: string; type: number }>(
      `SELECT id::text AS id, merchant_id AS "merchantId", account, type FROM members WHERE account = 'demo'
        AND merchant_id = (SELECT id FROM merchants WHERE code = 'demo')`,
    );
    if (!member) throw new Error('no demo member');
    const balance = () => memberBalance(t.db, member.merchantId, member.id).then(Number);
    expect(await balance()).toBe(850_00);
    const transfers = await t.db.one<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers');
    await seedDemoPlay(t.app.db);
    expect(await balance()).toBe(850_00);
    expect((await t.db.one<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers'))?.n).toBe(transfers?.n);

    const headers = bearerHeader(await tokenFor(t.db, { ...member, password: 'demo1234' }));
    const items = (await get(t.app, '/wps/relay/MCS2_getRewardCenter', headers)).body.value.items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'rebate', amount: 4_80 }),
        expect.objectContaining({ kind: 'first-deposit', amount: 1_000_00 }),
      ]),
    );
    const bets = await get(t.app, '/wps/relay/ODSFE2_betRecord?pageSize=50', headers);
    expect(bets.status).toBe(200);
  });
});
