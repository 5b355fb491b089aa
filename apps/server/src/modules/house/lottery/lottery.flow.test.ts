import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  bettor,
  playAccount,
  startWallet,
  transfersFor,
  type WalletServer,
} from '../../vendors/test-kit.ts';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { betTxId, winTxId } from './ids.ts';
import { drawNow, openLottery, pageApi, peekDraw, settlerFor } from './test-kit.ts';

const requestId = () => randomBytes(8).toString('hex');

describe('house lottery: purchase, draw and settlement over the real seamless API', () => {
  let server: WalletServer;
  beforeAll(async () => {
    server = await startWallet();
  });
  afterAll(() => server.close());

  it('buys tickets, draws, pays winners by odds and losers 0, exactly once', async () => {
    const member = await bettor(server.db, 100_000, { vendor: 'ARCV' });
    const account = await playAccount(server.db, member, 'ARCV');
    const page = await openLottery(server, member, 'ARCV-VN-5');
    expect(page.status).toBe(200);
    expect(page.url).toMatch(/^\/house\/lottery\/\?token=/);
    expect(page.session).toBeTruthy();
    expect(page.state?.balance).toBe(100_000);
    const api = pageApi(server, page.session);
    const drawNo = page.state?.game.next.drawNo ?? -1;

    // The draw's seed is committed already (the page showed its hash): the test reads what it will give.
    const coming = await peekDraw(server.db, 'ARCV-VN-5', drawNo);
    const de = coming.special.slice(-2);
    const otherDe = String((Number(de) + 1) % 100).padStart(2, '0');
    const miss = coming.missing[0] ?? '';
    const cang3 = coming.special.slice(-3);
    const buys = [
      { betType: 'DE', numbers: [de, otherDe], stake: 1000 },
      { betType: 'LO', numbers: [de, miss], stake: 100 },
      { betType: 'CANG3', numbers: [cang3], stake: 100 },
    ];
    for (const buy of buys) {
      const bought = await api.buy({ game: 'ARCV-VN-5', drawNo, requestId: requestId(), ...buy });
      expect(bought.status).toBe(200);
      expect(bought.body.value.tickets.every((t) => t.status === 'open')).toBe(true);
    }
    const staked = 2000 + 200 + 100;
    expect(await balanceOf(server.db, account)).toBe(100_000 - staked);

    await drawNow(server, 'ARCV-VN-5', drawNo, 300);
    const settler = await settlerFor(server);
    expect(await settler.settleDue()).toBe(5);
    expect(await settler.settleDue()).toBe(0);

    const tickets = (await api.tickets('ARCV-VN-5')).body.value;
    const outcome = Object.fromEntries(tickets.map((t) => [`${t.betType}:${t.number}`, [t.status, t.hits, t.payout]]));
    const loHits = coming.hitsOf(de); // at least 1: the special itself
    expect(outcome).toEqual({
      [`DE:${de}`]: ['won', 1, 95_000], // 1,000 × 95
      [`DE:${otherDe}`]: ['lost', 0, 0],
      [`LO:${de}`]: ['won', loHits, 350 * loHits], // 100 × 3.5 per prize number ending in it
      [`LO:${miss}`]: ['lost', 0, 0],
      [`CANG3:${cang3}`]: ['won', 1, 95_000], // 100 × 950
    });
    const paid = 95_000 + 350 * loHits + 95_000;
    expect(await balanceOf(server.db, account)).toBe(100_000 - staked + paid);

    // A settler that crashed after the win call but before recording it sends the same win again: no double pay.
    const deWon = tickets.find((t) => t.number === de && t.betType === 'DE')?.ticketId ?? '';
    await server.db.query(`UPDATE lottery_tickets SET status = 'open', payout = NULL, hits = NULL WHERE id = $1`, [
      deWon,
    ]);
    expect(await settler.settleDue()).toBe(1);
    expect(await balanceOf(server.db, account)).toBe(100_000 - staked + paid);
    expect(await transfersFor(server.db, 'ARCV', 'win', winTxId(deWon))).toBe(1);
    expect(await transfersFor(server.db, 'ARCV', 'bet', betTxId(deWon))).toBe(1);

    const state = (await api.state('ARCV-VN-5')).body.value;
    expect(state.results[0]?.special).toBe(coming.special);
    expect(state.results[0]?.seed).toBe(coming.seed);
    expect(state.balance).toBe(100_000 - staked + paid);
    const records = await server.db.query<{ state: string; payout: string }>(
      `SELECT state, payout::text FROM bet_records WHERE vendor_code = 'ARCV' AND member_id = $1 ORDER BY id`,
      [member.id],
    );
    expect(records).toHaveLength(5);
    expect(records.every((r) => r.state === 'settled')).toBe(true);
    expect(await ledgerCheck(server.db)).toEqual([]);
  });

  it('buys once for a repeated purchase id and refuses over the balance, rejecting the rest', async () => {
    const member = await bettor(server.db, 5000, { vendor: 'ARCV' });
    const account = await playAccount(server.db, member, 'ARCV');
    const page = await openLottery(server, member, 'ARCV-VN-1');
    const api = pageApi(server, page.session);
    const drawNo = page.state?.game.next.drawNo ?? -1;
    const buy = {
      game: 'ARCV-VN-1',
      drawNo,
      betType: 'LO',
      numbers: ['11', '22'],
      stake: 1000,
      requestId: requestId(),
    };
    const first = await api.buy(buy);
    const again = await api.buy(buy);
    expect(again.body.value.tickets.map((t) => t.ticketId)).toEqual(first.body.value.tickets.map((t) => t.ticketId));
    expect(await balanceOf(server.db, account)).toBe(3000);

    const over = await api.buy({ ...buy, numbers: ['33', '44', '55', '66'], stake: 1000, requestId: requestId() });
    expect(over.status).toBe(200);
    expect(over.body.value.tickets.map((t) => t.status)).toEqual(['open', 'open', 'open', 'rejected']);
    expect(await balanceOf(server.db, account)).toBe(0);
    const none = await api.buy({ ...buy, numbers: ['77'], requestId: requestId() });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('insufficient-balance');
    expect(await ledgerCheck(server.db)).toEqual([]);
  });

  it('refunds a ticket whose bet was never confirmed', async () => {
    const member = await bettor(server.db, 1000, { vendor: 'ARCV' });
    const account = await playAccount(server.db, member, 'ARCV');
    const page = await openLottery(server, member, 'ARCV-VN-3');
    const api = pageApi(server, page.session);
    const drawNo = page.state?.game.next.drawNo ?? -1;
    const bought = await api.buy({
      game: 'ARCV-VN-3',
      drawNo,
      betType: 'DE',
      numbers: ['12'],
      stake: 400,
      requestId: requestId(),
    });
    const id = bought.body.value.tickets[0]?.ticketId ?? '';
    // As if the answer to the bet was lost and the process died: the ticket stays pending.
    await server.db.query(
      `UPDATE lottery_tickets SET status = 'pending', created_at = now() - interval '5 minutes' WHERE id = $1`,
      [id],
    );
    // And one whose bet never reached the wallet at all.
    await server.db.query(
      `INSERT INTO lottery_tickets (player_id, currency, game_code, draw_no, bet_type, number, stake, odds, request_id, created_at)
       VALUES ($1, 'PHP', 'ARCV-VN-3', $2, 'DE', '13', 100, 9500, 'never-sent', now() - interval '5 minutes')`,
      [member.id, drawNo],
    );
    const settler = await settlerFor(server);
    expect(await settler.settleDue()).toBe(2);
    const tickets = (await api.tickets('ARCV-VN-3')).body.value;
    expect(tickets.map((t) => t.status)).toEqual(['void', 'void']);
    expect(await balanceOf(server.db, account)).toBe(1000);
    expect(await ledgerCheck(server.db)).toEqual([]);
  });
});
