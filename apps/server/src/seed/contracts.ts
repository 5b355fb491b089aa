import type { ContractTerms } from '@arcadia/contracts';
import { cadenceOf, periodContaining } from '../modules/contracts/periods.ts';
import type { Db } from '../platform/db/db.ts';

/**
 * Demo contracts down the demo line: the house gives agent1 one of every kind, agent1
 * gives agent2 a little less, and agent2 gives the player `demo` a daily salary. In
 * force from the seeding on (so the first period paid is the current one). Seeded once:
 * a brand whose agent1 has any contract is left as it is.
 */
const DEMO_CONTRACTS: { member: string; upline: string | null; terms: ContractTerms }[] = [
  {
    member: 'agent1',
    upline: null,
    terms: {
      kind: 'daily',
      period: 'Daily',
      tiers: [
        { betAmount: 0, rate: 2 },
        { betAmount: 100_000_00, rate: 2.5 },
      ],
    },
  },
  {
    member: 'agent1',
    upline: null,
    terms: {
      kind: 'dividend',
      period: 'Monthly',
      tiers: [
        { validBet: 0, profitLoss: 0, activeMembers: 0, rate: 20 },
        { validBet: 1_000_000_00, profitLoss: 100_000_00, activeMembers: 5, rate: 30 },
      ],
    },
  },
  { member: 'agent1', upline: null, terms: { kind: 'hourly', tiers: [{ betAmount: 0, rate: 1 }] } },
  { member: 'agent1', upline: null, terms: { kind: 'realtime', profitRate: 0.5, lossRate: 1, singleBet: 1_00 } },
  {
    member: 'agent2',
    upline: 'agent1',
    terms: {
      kind: 'daily',
      period: 'Daily',
      tiers: [
        { betAmount: 0, rate: 1.5 },
        { betAmount: 100_000_00, rate: 2 },
      ],
    },
  },
  {
    member: 'agent2',
    upline: 'agent1',
    terms: { kind: 'dividend', period: 'Monthly', tiers: [{ validBet: 0, profitLoss: 0, activeMembers: 0, rate: 15 }] },
  },
  { member: 'agent2', upline: 'agent1', terms: { kind: 'realtime', profitRate: 0.3, lossRate: 0.8, singleBet: 1_00 } },
  { member: 'demo', upline: 'agent2', terms: { kind: 'daily', period: 'Daily', tiers: [{ betAmount: 0, rate: 1 }] } },
];

export async function seedContracts(db: Db, merchantId: number, gmtOffsetMinutes: number) {
  const seeded = await db.one(
    `SELECT 1 FROM agent_contracts c JOIN members m ON m.id = c.member_id
      WHERE c.merchant_id = $1 AND m.account = 'agent1'`,
    [merchantId],
  );
  if (seeded) return;
  const now = new Date();
  for (const contract of DEMO_CONTRACTS) {
    const first = periodContaining(cadenceOf(contract.terms), now, gmtOffsetMinutes);
    const row = await db.one<{ id: string }>(
      `INSERT INTO agent_contracts (merchant_id, kind, member_id, upline_id, terms, state, offered_by,
                                    answered_at, accepted_at, next_period_start, next_period_end)
       SELECT $1, $2, m.id, u.id, $4::jsonb, 'active', $5, now(), now(), $6, $7
         FROM members m LEFT JOIN members u ON u.merchant_id = $1 AND u.account = $8
        WHERE m.merchant_id = $1 AND m.account = $3
       RETURNING id::text AS id`,
      [
        merchantId,
        contract.terms.kind,
        contract.member,
        JSON.stringify(contract.terms),
        contract.upline ? 'upline' : 'operator',
        first.start,
        first.end,
        contract.upline,
      ],
    );
    if (!row) continue;
    const actor = contract.upline ? 'upline' : 'operator';
    await db.query(
      `INSERT INTO contract_events (merchant_id, contract_id, action, actor)
       VALUES ($1, $2, 'offered', $3), ($1, $2, 'accepted', $4)`,
      [merchantId, row.id, actor, contract.upline ? 'member' : 'operator'],
    );
  }
}
