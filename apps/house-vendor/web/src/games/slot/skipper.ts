/** Waits the page can cut short: a tap (or Spin, or the space bar) moves the round on. */
export class Skipper {
  private pending = new Set<() => void>();

  wait = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pending.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.pending.add(done);
    });

  /** Ends every wait now. */
  skip = () => {
    for (const done of [...this.pending]) done();
  };
}
