import { AGENT_TYPES } from '@arcadia/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { memberOf } from '../members/member-of.ts';

/** The session's member when it is an agent (types 1, 2, 41, 42); anyone else is refused `agent-only`. */
export function agentOf(request: FastifyRequest): SessionMember {
  const member = memberOf(request);
  if (!(AGENT_TYPES as readonly number[]).includes(member.type)) throw new AppError('agent-only');
  return member;
}
