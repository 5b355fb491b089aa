import {
  type agentTeamMembers,
  type agentUpdateTeamMember,
  type BodyOf,
  DOWNLINE_CONTROLS,
  type DownlineControl,
  type MemberState,
  type QueryOf,
  type TeamMember,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { lockedUntil } from '../auth/login-limits.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { sessionRepo } from '../auth/session.repo.ts';
import { agentSettingsRepo, type TeamFilter, type TeamRow, teamRepo } from './team.repo.ts';
import { treeRepo } from './tree.repo.ts';

interface Deps {
  db: Db;
  kv: Kv;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** A disabled member shows disabled; otherwise a login lockout in force shows locked. */
async function view(kv: Kv, merchantId: number, row: TeamRow): Promise<TeamMember> {
  const state: MemberState = row.disabled
    ? 'disabled'
    : (await lockedUntil(kv, merchantId, row.account))
      ? 'locked'
      : 'active';
  return {
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    level: row.level,
    upline: row.upline,
    state,
    registeredAt: new Date(row.registeredAt).toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
    balance: Number(row.balance),
    downline: row.downline,
    rights: { transfer: row.mayTransfer, register: row.mayRegister },
    manageable: row.manageable,
  };
}

/** Team management: the agent's downline at any depth, a page at a time, with totals and what may be changed. */
export async function listTeam(deps: Deps, agent: SessionMember, query: QueryOf<typeof agentTeamMembers>) {
  const filter: TeamFilter = {
    merchantId: agent.merchantId,
    agentId: agent.id,
    account: query.account ?? null,
    disabled: query.state === undefined ? null : query.state === 'disabled',
    directOnly: query.direct === 'true',
  };
  const repo = teamRepo(deps.db);
  const [rows, totals, controls] = await Promise.all([
    repo.page(filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    repo.totals(filter),
    agentSettingsRepo(deps.db).controls(agent.merchantId),
  ]);
  return {
    list: await Promise.all(rows.map((row) => view(deps.kv, agent.merchantId, row))),
    total: totals.members,
    totalPages: Math.ceil(totals.members / query.pageSize),
    totals,
    controls,
  };
}

/**
 * Changes a direct downline's state and rights. Only the member's direct upline may,
 * and only what the brand lets agents change; disabling ends every session of the
 * member in the same transaction.
 */
export async function updateTeamMember(
  deps: Deps,
  agent: SessionMember,
  account: string,
  body: BodyOf<typeof agentUpdateTeamMember>,
): Promise<TeamMember> {
  const member = await treeRepo(deps.db).downlineMember(agent.merchantId, agent.id, account);
  if (!member) throw new AppError('not-in-downline');
  if (member.level !== 1) throw new AppError('not-direct-downline');
  const controls = await agentSettingsRepo(deps.db).controls(agent.merchantId);
  const asked = {
    disabled: body.disabled ?? null,
    transfer: body.rights?.transfer ?? null,
    register: body.rights?.register ?? null,
  };
  const needs: Record<DownlineControl, boolean> = {
    state: asked.disabled !== null,
    transfer: asked.transfer !== null,
    register: asked.register !== null,
  };
  if (DOWNLINE_CONTROLS.some((control) => needs[control] && !controls.includes(control))) {
    throw new ForbiddenError('operation-not-allowed');
  }
  await deps.db.tx(async (tx) => {
    await teamRepo(tx).update(member.id, asked);
    if (asked.disabled) await sessionRepo(tx).revokeAll(member.id);
  });
  const row = await teamRepo(deps.db).one(agent.merchantId, agent.id, member.id);
  if (!row) throw new AppError('not-in-downline');
  return view(deps.kv, agent.merchantId, row);
}
