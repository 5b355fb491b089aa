import { CONTRACT_KINDS, CONTRACT_SWITCHES, type ContractKind, formatMoney } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { switchOn } from '../auth/switches.ts';
import { notify } from '../messages/notify.ts';
import { accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { contractAmount } from './amounts.ts';
import { cadenceOf, nextPeriod, type Period, periodContaining, SETTLE_LAG_MS } from './periods.ts';
import { type DueContract, type PayoutRow, settlementRepo } from './settlement.repo.ts';

/**
 * Settlement (DESIGN §3): each contract has a pointer to its next period to settle.
 * A run, under the brand-and-kind lock, settles every period closed since (on the
 * brand's clock, plus a short lag so the period's last bets have committed): computes
 * the amount, writes the payout keyed on (contract, period) and pays it through the
 * ledger under a key of the same, then moves the pointer, all in the caller's
 * transaction. A repeated, concurrent or crashed run therefore pays each period once.
 */

export interface Brand {
  id: number;
  gmtOffsetMinutes: number;
}

export interface SettlementResult {
  kind: ContractKind;
  periods: number;
  paid: number;
  owed: number;
}

/** Contracts and periods one run takes on; more is left to the next run, not dropped. */
const CONTRACTS_PER_RUN = 500;
const PERIODS_PER_CONTRACT = 400;
const OWED_RETRIES_PER_RUN = 200;

export async function settleBrand(tx: Db, brand: Brand, kind: ContractKind, now: Date): Promise<SettlementResult> {
  const repo = settlementRepo(tx);
  await repo.lock(brand.id, kind);
  const result: SettlementResult = { kind, periods: 0, paid: 0, owed: 0 };
  // Periods that close while the brand does not offer the kind are passed over unpaid.
  const enabled = await switchOn(tx, brand.id, CONTRACT_SWITCHES[kind]);
  if (enabled) {
    for (const payout of await repo.owed(brand.id, kind, OWED_RETRIES_PER_RUN)) {
      if (await pay(tx, payout)) result.paid += 1;
    }
  }
  const payer = await repo.payer(brand.id);
  const lag =
    kind === 'realtime' ? SETTLE_LAG_MS.Realtime : kind === 'hourly' ? SETTLE_LAG_MS.Hourly : SETTLE_LAG_MS.Daily;
  const cutoff = new Date(now.getTime() - lag);
  for (const contract of await repo.due(brand.id, kind, cutoff, CONTRACTS_PER_RUN)) {
    const settled = await settleContract(tx, brand, contract, cutoff, { enabled, payer });
    result.periods += settled.periods;
    result.paid += settled.paid;
    result.owed += settled.owed;
  }
  return result;
}

/** Every brand's due settlement of a kind (the job's work), in one transaction. */
export async function settleAll(tx: Db, kind: ContractKind, now: Date): Promise<void> {
  for (const brand of await settlementRepo(tx).brands()) await settleBrand(tx, brand, kind, now);
}

export const settleKinds = async (tx: Db, brand: Brand, kinds: readonly ContractKind[] = CONTRACT_KINDS, now: Date) => {
  const results: SettlementResult[] = [];
  for (const kind of kinds) results.push(await settleBrand(tx, brand, kind, now));
  return results;
};

async function settleContract(
  tx: Db,
  brand: Brand,
  contract: DueContract,
  cutoff: Date,
  rule: { enabled: boolean; payer: 'house' | 'upline' },
) {
  const repo = settlementRepo(tx);
  const cadence = cadenceOf(contract.terms);
  const counts = { periods: 0, paid: 0, owed: 0 };
  let team: string[] | null = null;
  let period: Period = periodContaining(cadence, new Date(contract.nextPeriodStart), brand.gmtOffsetMinutes);
  for (let step = 0; step < PERIODS_PER_CONTRACT; step++) {
    // The contract in force when a period closes pays it; one ended before the close does not.
    if (contract.endedAt && period.end.getTime() > new Date(contract.endedAt).getTime()) {
      await repo.advance(contract.id, null);
      return counts;
    }
    if (period.end.getTime() > cutoff.getTime()) break;
    counts.periods += 1;
    if (rule.enabled) {
      team ??= await repo.team(brand.id, contract.memberId);
      const earned = await contractAmount(tx, brand, contract.terms, team, period);
      if (earned.amount > 0) {
        const id = await repo.insertPayout({
          merchantId: brand.id,
          contractId: contract.id,
          kind: contract.kind,
          memberId: contract.memberId,
          payerId: rule.payer === 'upline' ? contract.uplineId : null,
          start: period.start,
          end: period.end,
          label: period.label,
          figures: earned.figures,
          amount: earned.amount,
        });
        const payout = id ? await repo.payout(id) : undefined;
        if (payout) {
          if (await pay(tx, payout)) counts.paid += 1;
          else counts.owed += 1;
        }
      }
    }
    period = nextPeriod(cadence, period, brand.gmtOffsetMinutes);
  }
  await repo.advance(contract.id, period);
  return counts;
}

const KIND_NAMES: Record<ContractKind, string> = {
  dividend: 'Dividend',
  daily: 'Daily salary',
  hourly: 'Hourly salary',
  realtime: 'Real-time salary',
};

/**
 * Pays an owed payout through the ledger, from the house's salary or dividend account
 * or from the upline's wallet. An upline short of funds leaves it owed (the savepoint
 * undoes the refused transfer only) for a later run to try again.
 */
async function pay(tx: Db, payout: PayoutRow): Promise<boolean> {
  const house = payout.payerId === null;
  const from = house
    ? await systemAccount(tx, payout.merchantId, payout.kind === 'dividend' ? 'dividend' : 'salary')
    : await accountFor(tx, payout.merchantId, payout.payerId as string);
  const to = await accountFor(tx, payout.merchantId, payout.memberId);
  const request = {
    merchantId: payout.merchantId,
    key: `contract:${payout.contractId}:${new Date(payout.periodStart).toISOString()}`,
    type: payout.kind === 'dividend' ? 'dividend' : 'salary',
    entries: [
      { accountId: from, amount: -payout.amount },
      { accountId: to, amount: payout.amount },
    ],
    metadata: {
      kind: payout.kind === 'dividend' ? 'dividend' : payout.kind,
      contractId: payout.contractId,
      period: payout.periodLabel,
      reference: payout.periodLabel,
      remark: `${KIND_NAMES[payout.kind]} ${payout.periodLabel} · ${formatMoney(payout.amount)}${house ? '' : ` · ${payout.payer}`}`,
      ...(house ? {} : { references: { [payout.payerId as string]: payout.member, [payout.memberId]: payout.payer } }),
    },
  };
  let transferId: string;
  if (house) {
    transferId = (await transfer(tx, request)).transferId;
  } else {
    await tx.query('SAVEPOINT contract_payout');
    try {
      transferId = (await transfer(tx, request)).transferId;
      await tx.query('RELEASE SAVEPOINT contract_payout');
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'insufficient-balance')) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT contract_payout');
      return false;
    }
  }
  await settlementRepo(tx).markPaid(payout.id, transferId);
  await notify(tx, {
    merchantId: payout.merchantId,
    memberId: payout.memberId,
    template: payout.kind === 'dividend' ? 'dividend-paid' : 'salary-paid',
    params: { period: payout.periodLabel, amount: payout.amount },
  });
  return true;
}
