import type { Db } from '../db/db.ts';
import { type ClaimedJob, jobsRepo } from './jobs.repo.ts';
import { Poller } from './poller.ts';
import { checkSchedule, type Schedule, slotKey, slotStart } from './schedule.ts';

/**
 * Runs one job. Writes through `tx` commit together with the job's completion, or not at all.
 * Use only `tx`: on PGlite (one connection) a query on another Db waits for this transaction forever.
 */
export type JobHandler<P = unknown> = (payload: P, tx: Db) => Promise<void>;

/** The payload of a recurring job: the start of the slot it runs for (ISO). */
export interface SlotPayload {
  slot: string;
}

/** What the queue logs through; Fastify's (pino) logger fits. */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  log: JobLog;
  /** The clock every time decision reads (due, retry, slots); tests move it. */
  now?: () => Date;
  /** Delay before attempt `attempt + 1` after attempt `attempt` failed. */
  backoffMs?: (attempt: number) => number;
  /** Attempts before a job is marked failed, unless `enqueue` says otherwise. */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  /** Not before this instant; now by default. */
  runAt?: Date;
  /** A second enqueue with the same key is a no-op, whatever the first job's state. */
  uniqueKey?: string;
  maxAttempts?: number;
  /** The caller's transaction, so the job exists only if the caller's write commits. */
  db?: Db;
}

/** 10 s, 20 s, 40 s, … capped at an hour. */
export const defaultBackoffMs = (attempt: number) => Math.min(3_600_000, 10_000 * 2 ** (attempt - 1));

const BATCH = 100;
const ERROR_CHARS = 4000;

/**
 * The durable job queue (DESIGN §3): jobs are rows; a process claims one by locking
 * its row with FOR UPDATE SKIP LOCKED and runs the handler in that same transaction,
 * so each job's effects commit exactly once however many processes poll.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules: Schedule[] = [];
  /** The slot each schedule last enqueued from this process, to skip redundant inserts. */
  private readonly enqueuedSlot = new Map<string, number>();
  private readonly now: () => Date;
  private readonly backoffMs: (attempt: number) => number;
  private readonly maxAttempts: number;
  private poller: Poller | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: JobQueueOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.maxAttempts = options.maxAttempts ?? 10;
  }

  register<P>(name: string, handler: JobHandler<P>): void {
    if (this.handlers.has(name)) throw new Error(`jobs: a handler for ${name} is already registered`);
    // The payload is whatever the enqueuer stored for this name; the handler owns its shape.
    this.handlers.set(name, handler as JobHandler);
  }

  /** Adds a job; returns its id, or null when `uniqueKey` was already used. */
  enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
    return jobsRepo.insert(options.db ?? this.db, {
      name,
      payload,
      runAt: options.runAt ?? this.now(),
      uniqueKey: options.uniqueKey ?? null,
      maxAttempts: options.maxAttempts ?? this.maxAttempts,
    });
  }

  /**
   * Runs `handler` once per slot of `intervalMs` (payload: the slot's start). Each poll
   * enqueues the current slot and the next. Slots are not back-filled: after downtime
   * the slot enqueued ahead runs late and then the current one, so handlers settle
   * whatever is owed since their last run rather than assume one run per interval.
   */
  every(name: string, intervalMs: number, handler: JobHandler<SlotPayload>, options: { offsetMs?: number } = {}) {
    const schedule = { name, intervalMs, offsetMs: options.offsetMs ?? 0 };
    checkSchedule(schedule);
    this.register(name, handler);
    this.schedules.push(schedule);
  }

  /** Claims and runs the due jobs (each at most once per call); returns how many ran, failed ones included. */
  runDue(limit = BATCH): Promise<number> {
    return this.drain(limit, () => true);
  }

  /** Polls every `pollMs` until `stop`; a poll never overlaps the previous one. */
  start({ pollMs }: { pollMs: number }): void {
    if (this.poller) return;
    this.poller = new Poller(pollMs, BATCH, this.options.log, (keepGoing) => this.drain(BATCH, keepGoing));
    this.poller.start();
  }

  /** How many jobs wait: due now and scheduled for later (metrics). */
  depth(): Promise<{ due: number; scheduled: number }> {
    return jobsRepo.depth(this.db, this.now());
  }

  /** Stops polling; resolves once the job in flight (if any) has finished. */
  async stop(): Promise<void> {
    const poller = this.poller;
    this.poller = null;
    await poller?.stop();
  }

  private async drain(limit: number, keepGoing: () => boolean): Promise<number> {
    await this.enqueueSlots();
    const names = [...this.handlers.keys()];
    const ran: string[] = [];
    while (names.length > 0 && ran.length < limit && keepGoing()) {
      const id = await this.runOne(names, ran);
      if (id === null) break;
      ran.push(id);
    }
    return ran.length;
  }

  /** The current slot and the next one of every schedule (idempotent across processes). */
  private async enqueueSlots(): Promise<void> {
    const now = this.now();
    for (const schedule of this.schedules) {
      const current = slotStart(now, schedule);
      if (this.enqueuedSlot.get(schedule.name) === current) continue;
      for (const start of [current, current + schedule.intervalMs]) {
        const payload: SlotPayload = { slot: new Date(start).toISOString() };
        await this.enqueue(schedule.name, payload, {
          runAt: new Date(start),
          uniqueKey: slotKey(schedule.name, start),
        });
      }
      this.enqueuedSlot.set(schedule.name, current);
    }
  }

  /** Claims one due job and runs it; returns its id, or null when none is due. */
  private async runOne(names: readonly string[], skipIds: readonly string[]): Promise<string | null> {
    const claim: { job?: ClaimedJob } = {};
    try {
      return await this.db.tx(async (tx) => {
        const job = await jobsRepo.claimNext(tx, this.now(), names, skipIds);
        if (!job) return null;
        claim.job = job;
        // The savepoint undoes the handler's writes on failure while keeping the row lock,
        // so no other process can pick the job up before its failure is recorded.
        await tx.query('SAVEPOINT job_handler');
        try {
          const handler = this.handlers.get(job.name);
          if (!handler) throw new Error(`jobs: no handler for ${job.name}`);
          await handler(job.payload, tx);
          // Inside the try: if the handler swallowed an error that aborted the transaction, this throws.
          await jobsRepo.markDone(tx, job.id);
        } catch (error) {
          await tx.query('ROLLBACK TO SAVEPOINT job_handler');
          await this.recordFailure(tx, job, error);
        }
        return job.id;
      });
    } catch (error) {
      if (!claim.job) throw error;
      // The transaction itself broke (connection lost, commit failed): its lock is gone,
      // so count the attempt outside it; the row guard ignores this if another process moved on.
      await this.recordFailure(this.db, claim.job, error).catch((recordError: unknown) => {
        this.options.log.error({ err: recordError, job: claim.job?.id }, 'job failure could not be recorded');
      });
      return claim.job.id;
    }
  }

  private async recordFailure(db: Db, job: ClaimedJob, error: unknown): Promise<void> {
    const attempt = job.attempts + 1;
    const retryAt = new Date(this.now().getTime() + this.backoffMs(attempt));
    const described = error instanceof Error ? (error.stack ?? error.message) : String(error);
    const row = await jobsRepo.recordFailure(db, job, described.slice(0, ERROR_CHARS), retryAt);
    if (!row) return;
    const details = { err: error, job: job.id, name: job.name, attempt };
    if (row.state === 'failed') this.options.log.error(details, 'job failed for good');
    else this.options.log.warn({ ...details, retryAt }, 'job failed; will retry');
  }
}
