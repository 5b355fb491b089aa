import type { JobLog } from './job-queue.ts';

/**
 * The poll loop: the next poll is armed only when the last one has finished, so
 * polls never overlap; a full batch polls again at once. The timer is unref'd so
 * an idle queue never keeps the process alive.
 */
export class Poller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly pollMs: number,
    private readonly batch: number,
    private readonly log: JobLog,
    /** Runs due jobs while `keepGoing()`; returns how many ran. */
    private readonly poll: (keepGoing: () => boolean) => Promise<number>,
  ) {}

  start(): void {
    this.arm(0);
  }

  /** Resolves when the poll in flight (at most its current job) has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private arm(delayMs: number): void {
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = null;
    this.running = this.poll(() => !this.stopped)
      .then(
        (count) => (count >= this.batch ? 0 : this.pollMs),
        (error: unknown) => {
          this.log.error({ err: error }, 'job poll failed');
          return this.pollMs;
        },
      )
      .then((delayMs) => {
        this.running = null;
        if (!this.stopped) this.arm(delayMs);
      });
  }
}
