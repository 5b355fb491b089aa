import type { Db } from '../../platform/db/db.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { withdrawalsRepo } from './withdrawals.repo.ts';

/** Enqueued when a withdrawal is paid, to run the brand's auto-receive minutes later. */
export const AUTO_RECEIVE_JOB = 'withdrawal.auto-receive';
export const autoReceiveKey = (withdrawalId: string) => `withdrawal:${withdrawalId}:auto-receive`;

export interface AutoReceivePayload {
  withdrawalId: string;
}

/**
 * An unanswered payment counts as received (spec §4), for good. A member who answered
 * in time, or any later state, is left alone: the change is conditional on "paid".
 */
export async function autoReceive(payload: AutoReceivePayload, tx: Db): Promise<void> {
  await withdrawalsRepo(tx).move(payload.withdrawalId, ['paid'], { to: 'auto_received' });
}

export const registerAutoReceive = (jobs: Pick<JobQueue, 'register'>) =>
  jobs.register<AutoReceivePayload>(AUTO_RECEIVE_JOB, autoReceive);
