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
import { moneySettingsRepo } from '../../wallet/money-settings.repo.ts';
import { betTxId, winTxId } from './ids.ts';
import { drawNow, openLottery, pageApi, peekDraw, settlerFor } from './test-kit.ts';

/** A lottery win over the brand's cap: the wallet holds it, the ticket says so. */

const requestId = () => randomBytes(8).toString('hex');

describe('house lottery: a win over the cap', () => {
  let server: WalletServer;
  beforeAll(async () => {
    server = await startWallet();
  });
  afterAll(() => server.close());

  it('marks a win over the cap held: the ticket says under review and nothing is credited', async () => {
    const member = await bettor(server.db, 10_000, { vendor: 'ARCV' });
    const account = await playAccount(server.db, member, 'ARCV');
    const settings = await moneySettingsRepo(server.db).read(member.merchantId);
    const capped = { ...settings.vendorWinCaps, ARCV: { stakeMultiple: 10, maxWin: 1_000_000_00 } };
    await moneySettingsRepo(server.db).write(member.merchantId, { ...settings, vendorWinCaps: capped });
    try {
      const page = await openLottery(server, member, 'ARCV-VN-5');
      const api = pageApi(server, page.session);
      const drawNo = page.state?.game.next.drawNo ?? -1;
      const coming = await peekDraw(server.db, 'ARCV-VN-5', drawNo);
      const de = coming.special.slice(-2);
      const bought = await api.buy({
        game: 'ARCV-VN-5',
        drawNo,
        requestId: requestId(),
        betType: 'DE',
        numbers: [de],
        stake: 100,
      });
      expect(bought.body.value.tickets[0]?.held).toBe(false);
      await drawNow(server, 'ARCV-VN-5', drawNo, 300);
      expect(await (await settlerFor(server)).settleDue()).toBe(1);
      const [ticket] = (await api.tickets('ARCV-VN-5')).body.value;
      expect(ticket).toMatchObject({ status: 'won', payout: 9_500, held: true });
      expect(await balanceOf(server.db, account)).toBe(10_000 - 100);
      expect(await transfersFor(server.db, 'ARCV', 'win', winTxId(ticket?.ticketId ?? ''))).toBe(0);
      const held = await server.db.one<{ state: string }>(
        "SELECT state FROM bet_records WHERE vendor_code = 'ARCV' AND bet_transaction_id = $1",
        [betTxId(ticket?.ticketId ?? '')],
      );
      expect(held?.state).toBe('held');
      expect(await ledgerCheck(server.db)).toEqual([]);
    } finally {
      await moneySettingsRepo(server.db).write(member.merchantId, settings);
    }
  });
});
