import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../platform/errors.ts';
import type { SessionMember } from '../auth/session.repo.ts';

/** The session's member on a member route (the guard has set it; this only narrows the type). */
export function memberOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw new UnauthorizedError();
  return request.member;
}
