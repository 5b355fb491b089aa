import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearerHeader, type TestMember, tokenFor } from '../../test/members.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get } from '../../test/requests.ts';
import { decide, twoOperators } from '../approvals/test-kit.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { vendorSide } from './seamless-bets.service.ts';
import type { SeamlessError } from './simulator/seamless-client.ts';
import { balanceOf, bettor, playAccount, startWallet, transfersFor, type WalletServer } from './test-kit.ts';

/**
 * Vendor wins over the brand's cap (demo: 10,000 × the stake and 1,000,000.00) are held,
 * answered `held: true` with nothing credited, and paid only on a second operator's approval.
 */

let wallet: WalletServer;
let reviewer: OpsCaller;
let approver: OpsCaller;
let another: OpsCaller;
beforeAll(async () => {
  wallet = await startWallet();
  ({ maker: reviewer, checker: approver } = await twoOperators(wallet.app, wallet.db));
  another = await operatorSession(wallet.app, await createOperator(wallet.db));
});
afterEach(async () => {
  expect(await ledgerCheck(wallet.db)).toEqual([]);
});
afterAll(() => wallet.close());

let n = 0;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: SeamlessError) => error,
  );

/** A bet of `stake` by a fresh demo member holding `funds`, and the win call that would settle it. */
async function betFor(stake: number, funds = stake, vendor = 'ARC') {
  const member = await bettor(wallet.db, funds, vendor === 'ARC' ? {} : { vendor });
  const client = await wallet.client(vendor);
  const ids = { playerId: member.id, roundId: `hr-${n}`, betTransactionId: `hb-${n}` };
  n++;
  const gameCode = vendor === 'ARC' ? 'ARC-golden-dragon' : 'ARCL-BAC-1';
  await client.bet({
    playerId: member.id,
    transactionId: ids.betTransactionId,
    roundId: ids.roundId,
    gameCode,
    amount: stake,
  });
  const win = (amount: number, transactionId = `hw-${n}`) => client.win({ ...ids, transactionId, amount });
  const rollback = () => client.rollback({ ...ids, transactionId: `hx-${n}` });
  return { member, client, ids, win, rollback, winId: `hw-${n}` };
}

const wallets = async (member: TestMember, vendor = 'ARC') => ({
  player: await balanceOf(wallet.db, await playAccount(wallet.db, member, vendor)),
  vendor: await balanceOf(
    wallet.db,
    await vendorSide(wallet.db, { id: member.id, merchantId: member.merchantId, nickname: '', play: false }, vendor),
  ),
});

const betRecord = async (member: TestMember, betTransactionId: string) => {
  const headers = bearerHeader(await tokenFor(wallet.db, member));
  const { body } = await get(wallet.app, '/wps/relay/ODSFE2_betRecord', headers);
  return body.value.list.find((row: { transactionId: string }) => row.transactionId === betTransactionId);
};

const heldWin = async (betTransactionId: string) => {
  const { body } = await reviewer('GET', '/ops/held-wins?merchant=demo&pageSize=100');
  return body.value.list.find((row: { betTransactionId: string }) => row.betTransactionId === betTransactionId);
};

describe('a win over the cap', () => {
  it('over the stake multiple: held with the documented answer, nothing credited, the same answer again', async () => {
    const round = await betFor(1_00, 5_00);
    const before = await wallets(round.member);
    const answer = await round.win(10_000_01);
    expect(answer).toEqual({
      playerId: round.member.id,
      currency: 'PHP',
      balance: 4_00,
      transactionId: round.winId,
      held: true,
    });
    expect(await round.win(10_000_01)).toEqual(answer);
    expect(await wallets(round.member)).toEqual(before);
    expect(await transfersFor(wallet.db, 'ARC', 'win', round.winId)).toBe(0);
    expect(await failure(round.rollback())).toMatchObject({ code: 'bet-already-settled', status: 409 });
    expect(await failure(round.win(5_00, `hw-other-${n}`))).toMatchObject({ code: 'bet-already-settled' });
    expect(await wallets(round.member)).toEqual(before);
    expect(await betRecord(round.member, round.ids.betTransactionId)).toMatchObject({
      state: 'held',
      stake: 1_00,
      payout: 0,
      profit: null,
    });
    expect(await heldWin(round.ids.betTransactionId)).toMatchObject({
      state: 'held',
      amount: 10_000_01,
      stake: 1_00,
      account: round.member.account,
      vendor: 'ARC',
      winTransactionId: round.winId,
      cap: { stakeMultiple: 10_000, maxWin: 1_000_000_00 },
      pendingApprovalId: null,
    });
  });

  it('over the absolute amount: held; at the cap exactly: paid', async () => {
    const big = await betFor(200_000_00);
    const answer = await big.win(1_000_000_01);
    expect(answer).toMatchObject({ held: true, balance: 0 });
    expect(await transfersFor(wallet.db, 'ARC', 'win', big.winId)).toBe(0);
    const atCap = await betFor(1_00);
    expect(await atCap.win(10_000_00)).toMatchObject({ held: false, balance: 10_000_00 });
    const atAmount = await betFor(200_000_00);
    expect(await atAmount.win(1_000_000_00)).toMatchObject({ held: false, balance: 1_000_000_00 });
  });

  it("meets the vendor's own cap where the brand sets one", async () => {
    const tightened = await reviewer('PATCH', '/ops/merchants/demo/money', {
      vendorWinCaps: { ARCL: { stakeMultiple: 10, maxWin: 1_000_000_00 } },
    });
    expect(tightened.body.value.vendorWinCaps).toEqual({ ARCL: { stakeMultiple: 10, maxWin: 1_000_000_00 } });
    const baccarat = await betFor(100_00, 100_00, 'ARCL');
    expect(await baccarat.win(1_000_01)).toMatchObject({ held: true });
    const slot = await betFor(100_00);
    expect(await slot.win(1_000_01)).toMatchObject({ held: false });
    const loosened = await reviewer('PATCH', '/ops/merchants/demo/money', { vendorWinCaps: { ARCL: null } });
    await decide(approver, loosened.body.value.approval.id, 'approve');
    expect(await (await betFor(100_00, 100_00, 'ARCL')).win(1_000_01)).toMatchObject({ held: false });
  });
});

describe('reviewing held wins', () => {
  it('a release is a request: paid once when a second operator approves, even two at the same moment', async () => {
    const round = await betFor(1_00);
    await round.win(20_000_00);
    const held = await heldWin(round.ids.betTransactionId);
    const before = await wallets(round.member);
    const asked = await reviewer('POST', `/ops/held-wins/${held.id}/release`);
    expect(asked.body.value).toMatchObject({
      kind: 'win-release',
      state: 'pending',
      detail: { heldWinId: held.id, amount: 20_000_00, stake: 1_00, vendor: 'ARC', account: round.member.account },
    });
    expect((await reviewer('POST', `/ops/held-wins/${held.id}/release`)).body.value.id).toBe(asked.body.value.id);
    expect((await heldWin(round.ids.betTransactionId)).pendingApprovalId).toBe(asked.body.value.id);
    expect((await decide(reviewer, asked.body.value.id, 'approve')).body.code).toBe('self-approval');
    expect(await wallets(round.member)).toEqual(before);

    const answers = await Promise.all([
      decide(approver, asked.body.value.id, 'approve'),
      decide(another, asked.body.value.id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await wallets(round.member)).toEqual({
      player: before.player + 20_000_00,
      vendor: before.vendor - 20_000_00,
    });
    expect(await transfersFor(wallet.db, 'ARC', 'win', round.winId)).toBe(1);
    expect(await heldWin(round.ids.betTransactionId)).toMatchObject({
      state: 'released',
      decidedBy: expect.any(String),
      pendingApprovalId: null,
    });
    expect(await betRecord(round.member, round.ids.betTransactionId)).toMatchObject({
      state: 'settled',
      payout: 20_000_00,
      profit: 20_000_00 - 1_00,
    });
    // Paid once: the vendor's repeat still answers what it was told; nothing more can be released.
    expect(await round.win(20_000_00)).toMatchObject({ held: true });
    expect((await reviewer('POST', `/ops/held-wins/${held.id}/release`)).body.code).toBe('invalid-state');
    expect(await transfersFor(wallet.db, 'ARC', 'win', round.winId)).toBe(1);
  });

  it('a void pays nothing, cancels a waiting release, and shows as a voided win to the member', async () => {
    const round = await betFor(2_00);
    await round.win(50_000_00);
    const held = await heldWin(round.ids.betTransactionId);
    const before = await wallets(round.member);
    const asked = await reviewer('POST', `/ops/held-wins/${held.id}/release`);
    const voided = await approver('POST', `/ops/held-wins/${held.id}/void`, {
      reason: 'Game fault confirmed by vendor',
    });
    expect(voided.body.value).toMatchObject({
      state: 'voided',
      reason: 'Game fault confirmed by vendor',
      decidedBy: expect.any(String),
      pendingApprovalId: null,
    });
    const late = await decide(another, asked.body.value.id, 'approve');
    expect([late.status, late.body.code]).toEqual([409, 'invalid-state']);
    expect(await wallets(round.member)).toEqual(before);
    expect(await transfersFor(wallet.db, 'ARC', 'win', round.winId)).toBe(0);
    expect(await betRecord(round.member, round.ids.betTransactionId)).toMatchObject({
      state: 'voided',
      payout: 0,
      profit: -2_00,
    });
    expect((await approver('POST', `/ops/held-wins/${held.id}/void`, { reason: 'again' })).body.code).toBe(
      'invalid-state',
    );
    expect((await reviewer('POST', `/ops/held-wins/${held.id}/release`)).body.code).toBe('invalid-state');
  });

  it('lists by state and vendor, and refuses bad input and unknown ids', async () => {
    const round = await betFor(1_00);
    await round.win(30_000_00);
    const { body } = await reviewer('GET', '/ops/held-wins?state=held&vendor=ARC&pageSize=100');
    expect(
      body.value.list.every((row: { state: string; vendor: string }) => row.state === 'held' && row.vendor === 'ARC'),
    ).toBe(true);
    expect(body.value.list.map((row: { betTransactionId: string }) => row.betTransactionId)).toContain(
      round.ids.betTransactionId,
    );
    const baccarat = (await reviewer('GET', '/ops/held-wins?vendor=ARCL&state=held')).body.value.list;
    expect(baccarat.map((row: { vendor: string }) => row.vendor)).toEqual(['ARCL']);
    expect((await reviewer('GET', '/ops/held-wins?state=released')).body.value.total).toBe(1);
    expect((await reviewer('GET', '/ops/held-wins?merchant=beta')).body.value.total).toBe(0);
    expect((await reviewer('GET', '/ops/held-wins?state=maybe')).status).toBe(400);
    expect((await reviewer('POST', '/ops/held-wins/987654321/release')).status).toBe(404);
    const held = await heldWin(round.ids.betTransactionId);
    expect((await reviewer('POST', `/ops/held-wins/${held.id}/void`, { reason: '' })).status).toBe(400);
  });
});
