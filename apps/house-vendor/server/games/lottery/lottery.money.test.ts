import type { LotteryTicket } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueCalls } from '../../rounds/money.ts';
import { drawSweep } from './draw-sweep.ts';
import { drawFromSeed } from './fairness.ts';
import { lotteryModuleWith } from './lottery.module.ts';
import { drawAtMs, slotDrawNo } from './schedule.ts';
import { type Caller, drawGamesApp, ok, refusal, requestId, SLOW, seedOf, testClock, timePasses } from './test-kit.ts';
import { recoverTickets } from './tickets.ts';
import { VIETNAM_DRAW_GAMES } from './vietnam.ts';

const THREE = { intervalSeconds: 180, closeSeconds: 15 };
const GAME = 'ARCV-VN-3';

describe("the Vietnam lottery's money, by the aggregator rules", SLOW, () => {
  const clock = testClock();
  let kit: Awaited<ReturnType<typeof drawGamesApp>>;
  let play: Caller;
  let drawNo = slotDrawNo(THREE, Date.now()) + 2;
  beforeAll(async () => {
    kit = await drawGamesApp([lotteryModuleWith({ now: clock.now })]);
    play = await kit.launch('ARCV', GAME);
  }, 60_000);
  afterAll(() => kit.close());

  const openDraw = () => {
    drawNo += 1;
    clock.at = drawNo * THREE.intervalSeconds * 1000 + 1000;
    return drawNo;
  };
  const buy = (over: object) =>
    play('POST', '/api/lottery/tickets', { gameCode: GAME, drawNo, stake: 100, requestId: requestId(), ...over });
  const tickets = async () =>
    ok<{ list: LotteryTicket[] }>(await play('GET', `/api/lottery/tickets?gameCode=${GAME}&count=100`)).list;
  /** The special prize the open draw will give (the page's look commits it; the test reads its seed). */
  const special = async () => {
    ok(await play('GET', `/api/lottery/draws?gameCode=${GAME}`));
    return drawFromSeed('SOUTH', await seedOf(kit.db, GAME, drawNo), GAME, drawNo)[0]?.numbers[0] ?? '';
  };
  const roundState = async (ticketId: string) =>
    (await kit.db.one<{ state: string }>('SELECT state FROM rounds WHERE id = $1', [ticketId.slice(1)]))?.state;

  it('buys once for a repeated purchase id', async () => {
    openDraw();
    const start = kit.wallet.balance();
    const purchase = { betType: 'LO', numbers: ['11', '22'], stake: 1000, requestId: requestId() };
    const first = ok<{ tickets: LotteryTicket[]; balance: number | null }>(await buy(purchase));
    const again = ok<{ tickets: LotteryTicket[]; balance: number | null }>(await buy(purchase));
    expect(again.tickets.map((t) => t.ticketId)).toEqual(first.tickets.map((t) => t.ticketId));
    expect(again.balance).toBeNull();
    expect(kit.wallet.balance()).toBe(start - 2000);
  });

  it('a refusal by the wallet refuses that ticket and the rest; refused outright, it leaves no ticket', async () => {
    openDraw();
    const start = kit.wallet.balance();
    const before = (await tickets()).length;
    const restore = kit.refuseBetsAfter(2);
    try {
      const partly = ok<{ tickets: LotteryTicket[] }>(await buy({ betType: 'DE', numbers: ['33', '44', '55', '66'] }));
      expect(partly.tickets.map((t) => t.status)).toEqual(['open', 'open', 'rejected', 'rejected']);
      const none = await buy({ betType: 'DE', numbers: ['77'] });
      expect(refusal(none)).toEqual({ status: 409, code: 'insufficient-balance' });
    } finally {
      restore();
    }
    expect(kit.wallet.balance()).toBe(start - 200);
    // Only what was bought is a ticket of the player's; what the wallet refused never was.
    expect((await tickets()).length).toBe(before + 2);
  });

  it('a bet without an answer is rolled back: applied or not, the wallet ends where it began', async () => {
    for (const how of ['lost-after', 'lost-before'] as const) {
      openDraw();
      const start = kit.wallet.balance();
      kit.wallet.fail('bet', how);
      const lost = await buy({ betType: 'DE', numbers: ['12', '13'] });
      expect(refusal(lost)).toEqual({ status: 503, code: 'service-unavailable' });
      expect(kit.wallet.balance()).toBe(start);
      const [latest] = await tickets();
      expect(latest).toMatchObject({ number: '12', status: 'void', payout: null });
      expect(kit.wallet.calls.slice(-2).map((call) => call.kind)).toEqual(['bet', 'rollback']);
    }
  });

  it('a win without an answer is sent again, the same transaction, until acknowledged', async () => {
    openDraw();
    const de = (await special()).slice(-2);
    const [ticket] = ok<{ tickets: LotteryTicket[] }>(await buy({ betType: 'DE', numbers: [de], stake: 200 })).tickets;
    // The earlier tests' draws come first, so the failures below meet this ticket's win.
    await drawSweep(kit.app.deps, VIETNAM_DRAW_GAMES, clock.at);
    const start = kit.wallet.balance();
    kit.wallet.fail('win', 'lost-before', 2);
    await drawSweep(kit.app.deps, VIETNAM_DRAW_GAMES, drawAtMs(THREE, drawNo));
    expect((await tickets())[0]).toMatchObject({ ticketId: ticket?.ticketId, status: 'won', payout: 19_000 });
    expect(await roundState(ticket?.ticketId ?? '')).toBe('settling');
    expect(kit.wallet.balance()).toBe(start);
    for (const expected of ['settling', 'settled']) {
      await timePasses(kit.db);
      await sendDueCalls(kit.app.deps);
      expect(await roundState(ticket?.ticketId ?? '')).toBe(expected);
    }
    const wins = kit.wallet.calls.filter((call) => call.transactionId === `ARCV-${ticket?.ticketId.slice(1)}-win`);
    expect(wins).toHaveLength(3);
    expect(kit.wallet.balance()).toBe(start + 19_000);
  });

  it('marks a win the wallet held for review (over the brand’s cap): won, but not credited', async () => {
    openDraw();
    const de = (await special()).slice(-2);
    await drawSweep(kit.app.deps, VIETNAM_DRAW_GAMES, clock.at);
    const [ticket] = ok<{ tickets: LotteryTicket[] }>(await buy({ betType: 'DE', numbers: [de] })).tickets;
    expect(ticket?.held).toBe(false);
    const wallet = kit.wallet.wallet;
    const win = wallet.win;
    const start = kit.wallet.balance();
    // The platform's wallet answers a held win without crediting it (seamless.ts: held).
    wallet.win = async (_vendor, body) => ({
      playerId: 'p1',
      currency: 'PHP',
      balance: start,
      transactionId: body.transactionId,
      held: true,
    });
    try {
      await drawSweep(kit.app.deps, VIETNAM_DRAW_GAMES, drawAtMs(THREE, drawNo));
    } finally {
      wallet.win = win;
    }
    expect((await tickets())[0]).toMatchObject({ ticketId: ticket?.ticketId, status: 'won', payout: 9500, held: true });
    expect(kit.wallet.balance()).toBe(start);
  });

  it('finishes what a stopped process left: a claimed win never sent, a bet never sent', async () => {
    openDraw();
    const [won] = ok<{ tickets: LotteryTicket[] }>(await buy({ betType: 'LO', numbers: ['00'] })).tickets;
    const claimedId = won?.ticketId.slice(1) ?? '';
    // As if the process stopped right after claiming the ticket, before writing its win call.
    await kit.db.query(`UPDATE rounds SET state = 'settling', payout = 0 WHERE id = $1`, [claimedId]);
    await kit.db.query(`UPDATE lottery_tickets SET settled_at = now() - interval '5 minutes' WHERE round_id = $1`, [
      claimedId,
    ]);
    // And one that stopped between writing a ticket and sending its bet.
    const [unsent] = ok<{ tickets: LotteryTicket[] }>(await buy({ betType: 'LO', numbers: ['01'] })).tickets;
    const unsentId = unsent?.ticketId.slice(1) ?? '';
    await kit.db.query(`DELETE FROM wallet_calls WHERE round_id = $1`, [`R${unsentId}`]);
    await kit.db.query(`UPDATE rounds SET state = 'betting' WHERE id = $1`, [unsentId]);
    await kit.db.query(`UPDATE lottery_tickets SET created_at = now() - interval '5 minutes' WHERE round_id = $1`, [
      unsentId,
    ]);
    const wins = kit.wallet.calls.filter((call) => call.kind === 'win').length;
    await recoverTickets(kit.app.deps, [GAME]);
    expect(await roundState(`R${claimedId}`)).toBe('settled');
    expect(kit.wallet.calls.filter((call) => call.kind === 'win').length).toBe(wins + 1);
    expect(await roundState(`R${unsentId}`)).toBe('refused');
  });
});
