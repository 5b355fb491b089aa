import type { Mission, OpsMission } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { bearerHeader, type TestMember, tokenFor } from '../../test/members.ts';
import type { OpsCaller } from '../../test/operators.ts';
import { get, send } from '../../test/requests.ts';

/** Shared set-up of the mission suites (not used by the server). */

/** The demo seed's missions are switched off, so a suite sees only the missions it makes. */
export const retireSeededMissions = (db: Db) =>
  db.query('UPDATE missions SET enabled = false WHERE seed_key IS NOT NULL');

/** Defines a running mission of the demo brand through the operator API. */
export async function defineMission(
  ops: OpsCaller,
  mission: Partial<Record<string, unknown>> & { period: string; goal: string; target: number },
): Promise<OpsMission> {
  const { status, body } = await ops('POST', '/ops/missions', {
    merchant: 'demo',
    reward: 1_00,
    title: { EN: `${mission.period} ${mission.goal} ${mission.target}` },
    ...mission,
  });
  if (status !== 200) throw new Error(`mission not defined: ${status} ${JSON.stringify(body)}`);
  return body.value;
}

/** A member's side of missions: the summary, one mission of it, a claim, the badge counts. */
export async function missionPlayer(app: FastifyInstance, db: Db, member: TestMember) {
  const headers = bearerHeader(await tokenFor(db, member));
  const summary = async () => {
    const response = await get(app, '/wps/relay/MCSFE_getMissionSummaryDetails', headers);
    if (response.status !== 200) throw new Error(`summary: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.value as { today: string; summary: Record<string, number>; list: Mission[] };
  };
  return {
    member,
    headers,
    summary,
    mission: async (id: number) => (await summary()).list.find((mission) => mission.missionId === id),
    claim: (missionId: number) =>
      send(app, { method: 'POST', url: '/wps/relay/MCSFE_claimMissionReward', headers, payload: { missionId } }),
    counts: async () => (await get(app, '/wps/relay/CSP_unreadCount', headers)).body.value,
  };
}
