import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for, so its answer (and how long the
 * answer takes) cannot depend on it: a code request answers once its limits are
 * checked, and only then looks the account up and sends the code. Failures are
 * logged; `settled()` waits for whatever is still running (shutdown, tests, the
 * development outbox).
 */
export class AfterResponse {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<unknown>): void {
    const running: Promise<void> = task()
      .then(
        () => undefined,
        (error: unknown) => this.log.warn({ err: error }, `${what} failed`),
      )
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
