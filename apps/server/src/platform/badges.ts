import type { Db } from './db/db.ts';

/** The member-centre badge counts (endpoints-and-centres §2): one number each, above 0 shows a badge. */
export type BadgeName = 'missionCount' | 'messageCount' | 'rewardCount';

export type BadgeCounter = (db: Db, member: { id: string; merchantId: number }) => Promise<number>;

/**
 * Where each badge's count comes from. The module that owns a count (messages, missions,
 * rewards) adds its counter while loading; the badge endpoint asks every counter, so no
 * module reads another's tables.
 */
export class Badges {
  private readonly counters = new Map<BadgeName, BadgeCounter>();

  register(name: BadgeName, counter: BadgeCounter): void {
    if (this.counters.has(name)) throw new Error(`badge ${name} has a counter already`);
    this.counters.set(name, counter);
  }

  /** Every registered count for the member; a badge no module counts is absent. */
  async counts(db: Db, member: { id: string; merchantId: number }): Promise<Partial<Record<BadgeName, number>>> {
    const entries = await Promise.all(
      [...this.counters].map(async ([name, counter]) => [name, await counter(db, member)] as const),
    );
    return Object.fromEntries(entries);
  }
}
