import type { MemberSession } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { countryOf } from '../../platform/geo.ts';
import { sessionRepo } from './session.repo.ts';
import { describeUserAgent } from './user-agent.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The member's live sessions: browser and system, where and when last seen, which one is asking. */
export async function listSessions(db: Db, memberId: string, currentTokenHash: string): Promise<MemberSession[]> {
  const rows = await sessionRepo(db).listActive(memberId, currentTokenHash);
  return rows.map((row) => ({
    id: row.publicId,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    country: countryOf(row.ip),
    signedInAt: iso(row.signedInAt),
    lastSeenAt: iso(row.lastSeenAt),
    current: row.current,
  }));
}

/** Ends one of the member's own sessions; another member's (or an ended one) is not-found, as an unknown id is. */
export async function revokeSession(db: Db, memberId: string, publicId: string): Promise<null> {
  if (!(await sessionRepo(db).revokeByPublicId(memberId, publicId))) throw new NotFoundError();
  return null;
}

/** Ends every session of the member but the one asking. */
export async function revokeOtherSessions(db: Db, memberId: string, currentTokenHash: string) {
  return { revoked: await sessionRepo(db).revokeAll(memberId, currentTokenHash) };
}
