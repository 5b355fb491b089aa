import type { ContractKind } from '@arcadia/contracts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { settleAll } from './settlement.service.ts';

const MINUTE = 60_000;

/**
 * The settlement jobs on the durable queue, one per kind, each settling every brand's
 * closed periods in its claiming transaction. Real-time salary runs every 5 minutes;
 * hourly salary every hour; daily salary and dividends every 15 minutes, paying each
 * period once it has closed on its brand's clock (brands' midnights fall on any quarter
 * hour). The offsets start each slot just after the lag its periods wait for.
 */
export const SETTLEMENT_JOBS: Record<ContractKind, { name: string; intervalMs: number; offsetMs: number }> = {
  realtime: { name: 'contracts.settle.realtime', intervalMs: 5 * MINUTE, offsetMs: MINUTE },
  hourly: { name: 'contracts.settle.hourly', intervalMs: 60 * MINUTE, offsetMs: 2 * MINUTE },
  daily: { name: 'contracts.settle.daily', intervalMs: 15 * MINUTE, offsetMs: 10 * MINUTE },
  dividend: { name: 'contracts.settle.dividend', intervalMs: 15 * MINUTE, offsetMs: 10 * MINUTE },
};

export function registerSettlementJobs(jobs: Pick<JobQueue, 'every'>) {
  for (const [kind, job] of Object.entries(SETTLEMENT_JOBS) as [
    ContractKind,
    (typeof SETTLEMENT_JOBS)[ContractKind],
  ][]) {
    // The slot says when the run was due; it settles whatever has closed by the time it runs.
    jobs.every(job.name, job.intervalMs, (_slot, tx) => settleAll(tx, kind, new Date()), { offsetMs: job.offsetMs });
  }
}
