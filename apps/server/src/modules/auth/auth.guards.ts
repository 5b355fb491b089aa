import { TRIAL_TYPE } from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ForbiddenError, UnauthorizedError } from '../../platform/errors.ts';
import { bearer, hashToken } from '../../platform/tokens.ts';
import { type SessionMember, sessionRepo } from './session.repo.ts';
import { sessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, on member routes (and optional ones when a token came). */
    member: SessionMember | null;
    sessionTokenHash: string | null;
  }
}

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent']?.slice(0, 512) || null;

/**
 * The member and optional guards. A token must belong to the request's brand.
 * Trial accounts reach only endpoints marked trialAllowed; a session that must
 * change its password reaches only those marked duringPasswordChange.
 */
export function registerMemberGuards(app: FastifyInstance) {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionTokenHash', null);
  const sessions = sessionRepo(app.db);
  const kept = sessionCache(app.db);

  const resolve = async (request: FastifyRequest) => {
    const token = bearer(request.headers.authorization);
    if (!token) return null;
    const tokenHash = hashToken(token);
    // Most requests find the session in the process (kept until a change notice drops it).
    const session = kept.known(tokenHash) ?? (await kept.find(tokenHash, () => sessions.find(tokenHash)));
    if (!session || session.member.merchantId !== request.merchant.id) return null;
    // "Last seen" is written at most once a minute, so most requests read and write nothing more.
    if (kept.seenDue(session)) await sessions.touch(tokenHash, request.ip, userAgentOf(request));
    request.sessionTokenHash = tokenHash;
    return session.member;
  };

  app.guards.optional = async (request) => {
    request.member = await resolve(request);
  };

  app.guards.member = async (request) => {
    const member = await resolve(request);
    if (!member) throw new UnauthorizedError();
    const { trialAllowed, duringPasswordChange } = request.routeOptions.config;
    if (member.type === TRIAL_TYPE && !trialAllowed) throw new ForbiddenError('in_need_true_account');
    if (member.mustChangePassword && !duringPasswordChange) throw new AppError('password-change-required');
    request.member = member;
  };
}

/** The member of a request that passed the member guard. */
export function currentMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new UnauthorizedError();
  return request.member;
}

/** The token hash of a request that passed the member guard. */
export function currentSession(request: FastifyRequest): string {
  if (!request.sessionTokenHash) throw new UnauthorizedError();
  return request.sessionTokenHash;
}
