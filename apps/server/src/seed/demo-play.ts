import { channelsRepo } from '../modules/deposits/channels.repo.ts';
import { creditInTx } from '../modules/deposits/credit.ts';
import { depositsRepo } from '../modules/deposits/deposits.repo.ts';
import { placeBet, settleBet } from '../modules/vendors/seamless-bets.service.ts';
import type { Db } from '../platform/db/db.ts';

/**
 * A little play history for the demo member `demo`, so the home page's "your rebate is
 * ready" is true on a fresh demo: a bank deposit of ₱1,000 credited as an operator would,
 * and six spins of ₱100 at the house slots (₱450 won back), which play from the main
 * wallet. Every step goes through the code that does it for real (deposit credit, the
 * seamless wallet's bet and win) under fixed keys, so running it again changes nothing.
 * The rebate promotion then offers 0.8% of ₱600, and the welcome bonus its share of the
 * first deposit. Only with the demo data, on the server's start.
 */

const DEPOSIT = 1_000_00;
const STAKE = 100_00;
const PAYOUTS = [0, 250_00, 0, 80_00, 0, 120_00];
const REFERENCE = 'DEMOPLAY0001';
const DEMO_SLOTS = ['ARC-golden-dragon', 'ARC-pharaohs-sun', 'ARC-coral-reef'];

export async function seedDemoPlay(db: Db): Promise<void> {
  const member = await db.one<{ id: string; merchantId: number }>(
    `SELECT m.id::text AS id, m.merchant_id AS "merchantId" FROM members m JOIN merchants b ON b.id = m.merchant_id
      WHERE b.code = 'demo' AND m.account = 'demo'`,
  );
  const channel = member ? await channelsRepo(db).byCode(member.merchantId, 'BANK') : undefined;
  if (!member || !channel) return;

  await db.tx(async (tx) => {
    const repo = depositsRepo(tx);
    await repo.insert({
      merchantId: member.merchantId,
      memberId: member.id,
      channelId: channel.id,
      reference: REFERENCE,
      amount: DEPOSIT,
      requestKey: 'demo-play-deposit',
    });
    const order = await repo.byReference(member.merchantId, REFERENCE, member.id);
    if (order?.state !== 'pending') return;
    await repo.lock(order.id);
    await creditInTx(tx, order, ['pending'], { note: 'Demo data' });
  });

  // The house slots play from the main wallet (issue 36): nothing moves before the spins.
  const vendorCode = 'ARC';
  for (const [index, payout] of PAYOUTS.entries()) {
    const round = `demo-play-round-${index + 1}`;
    const gameCode = DEMO_SLOTS[index % DEMO_SLOTS.length] ?? 'ARC-golden-dragon';
    await placeBet(db, vendorCode, {
      playerId: member.id,
      transactionId: `${round}-bet`,
      roundId: round,
      gameCode,
      amount: STAKE,
    });
    await settleBet(db, vendorCode, {
      playerId: member.id,
      transactionId: `${round}-win`,
      betTransactionId: `${round}-bet`,
      roundId: round,
      amount: payout,
    });
  }
}
