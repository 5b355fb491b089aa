import { perDatabase } from '../../platform/cache.ts';
import { changesOf, SharedCache } from '../../platform/changes.ts';
import type { Db } from '../../platform/db/db.ts';
import type { SessionLookup, SessionMember } from './session.repo.ts';

/** A live session as the member guard keeps it between requests. */
export interface KeptSession {
  member: SessionMember;
  /** This process's clock: past it the session has ended, without asking the database. */
  expiresAt: number;
  /** When "last seen" was last written (as far as this process knows); 0: due now. */
  seenAt: number;
}

/** How long a session stays in a process without a change notice about it. */
const KEEP_MS = 60_000;

/** "Last seen" is written at most this often per session (and process). */
export const LAST_SEEN_EVERY_SECONDS = 60;

/**
 * The member guard's sessions, kept in the process so most member requests make no session
 * query. A session ends (logout, revocation, password change) or its member changes (disabled,
 * renamed) through rows whose triggers notify every process (migration 029), which drop it;
 * the revoking process drops it at once as well. While notices cannot be heard, nothing is
 * kept (platform/changes.ts). Unknown tokens are never kept.
 */
export const sessionCache = perDatabase((db: Db) => {
  const feed = changesOf(db);
  const cache = new SharedCache<KeptSession | undefined>(feed, KEEP_MS, 100_000);
  feed.on('session', (tokenHash) => cache.delete(tokenHash));
  // A member change is rare (an operator or upline action): start over rather than index by member.
  feed.on('member', () => cache.clear());

  return {
    /** The live session of this token hash (`lookup` asks the database), or undefined. */
    async find(tokenHash: string, lookup: () => Promise<SessionLookup | undefined>): Promise<KeptSession | undefined> {
      const kept = await cache.get(tokenHash, async () => {
        const found = await lookup();
        if (!found) return undefined;
        const { seenDue, expiresInMs, ...member } = found;
        return { member, expiresAt: Date.now() + expiresInMs, seenAt: seenDue ? 0 : Date.now() };
      });
      if (kept && kept.expiresAt > Date.now()) return kept;
      cache.delete(tokenHash);
      return undefined;
    },

    /** The live session of this token hash when the process already holds it, without waiting; else undefined (`find` answers). */
    known(tokenHash: string): KeptSession | undefined {
      const kept = cache.peek(tokenHash)?.value;
      return kept && kept.expiresAt > Date.now() ? kept : undefined;
    },

    /** "Last seen" is due: written at most once a minute per session and process. */
    seenDue(kept: KeptSession): boolean {
      if (Date.now() - kept.seenAt < LAST_SEEN_EVERY_SECONDS * 1000) return false;
      kept.seenAt = Date.now();
      return true;
    },

    /** The revoking process drops its sessions at once (the notices follow the commit). */
    forget(tokenHashes: readonly string[]) {
      for (const tokenHash of tokenHashes) cache.delete(tokenHash);
    },
  };
});
