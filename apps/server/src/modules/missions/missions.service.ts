import { type Language, type Mission, pickText } from '@arcadia/contracts';
import { TtlCache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { type BrandMissions, type ClaimRow, type MissionRow, missionsRepo, type StandingKey } from './missions.repo.ts';
import { brandDay, type Period, periodOf } from './periods.ts';

/**
 * The running missions of each brand, kept a few seconds (a mission starts and ends by the
 * clock): the badge count asks for them on every page a member has open. An operator's change
 * clears the brand here at once, and in other processes when the missions table's change
 * notice reaches them.
 */
export class MissionCatalogue {
  private readonly cache = new TtlCache<BrandMissions>(5000);
  constructor(private readonly db: Db) {}

  running(merchantId: number): Promise<BrandMissions> {
    return this.cache.get(String(merchantId), () => missionsRepo(this.db).running(merchantId));
  }

  forget(merchantId: number): void {
    this.cache.delete(String(merchantId));
  }
}

interface Member {
  id: string;
  merchantId: number;
}

/** A mission with the member's standing in its current period. */
interface Standing {
  mission: MissionRow;
  period: Period;
  progress: number;
  claim: ClaimRow | undefined;
}

/** Each running mission's period holding `now` on the brand's clock. */
function periods(brand: BrandMissions, now: Date) {
  const today = brandDay(now, brand.offsetMinutes);
  const list = brand.list.map((mission) => ({ mission, period: periodOf(mission, today, brand.offsetMinutes) }));
  return { today, list };
}

const keyOf = ({ mission, period }: { mission: MissionRow; period: Period }): StandingKey => ({
  missionId: mission.id,
  goal: mission.goal,
  from: period.start,
  to: period.end,
});

/** Each running mission with the member's progress in its current period, and the claim if any. */
async function standings(db: Db, brand: BrandMissions, memberId: string, now: Date) {
  const { today, list } = periods(brand, now);
  const rows = await missionsRepo(db).standings(memberId, list.map(keyOf));
  const byId = new Map(rows.map((row) => [row.missionId, row]));
  return {
    today,
    list: list.map(({ mission, period }): Standing => {
      const row = byId.get(mission.id);
      return { mission, period, progress: row?.progress ?? 0, claim: row?.claim };
    }),
  };
}

const claimable = (standing: Standing) => !standing.claim && standing.progress >= standing.mission.target;

function view(standing: Standing, lang: Language): Mission {
  const { mission, period, progress, claim } = standing;
  return {
    missionId: mission.id,
    title: pickText(mission.title, lang),
    description: pickText(mission.description, lang),
    period: mission.period,
    goal: mission.goal,
    target: mission.target,
    progress,
    reward: claim?.amount ?? mission.reward,
    periodStart: period.start,
    periodEnd: period.end,
    state: claim ? 'claimed' : claimable(standing) ? 'claimable' : 'in-progress',
    claimedAt: claim ? claim.claimedAt.toISOString() : null,
    endsAt: mission.endsAt ? mission.endsAt.toISOString() : null,
  };
}

/** Mission activity: every running mission with the member's progress, and their totals. */
export async function missionSummary(
  db: Db,
  catalogue: MissionCatalogue,
  member: Member,
  lang: Language,
  now = new Date(),
) {
  const { today, list } = await standings(db, await catalogue.running(member.merchantId), member.id, now);
  return {
    today,
    summary: {
      missions: list.length,
      completed: list.filter((standing) => standing.claim || standing.progress >= standing.mission.target).length,
      claimable: list.filter(claimable).length,
      rewardEarned: await missionsRepo(db).rewardEarned(member.id),
    },
    list: list.map((standing) => view(standing, lang)),
  };
}

/** The missionCount badge: missions reached this period and not yet claimed. */
export async function claimableCount(db: Db, catalogue: MissionCatalogue, member: Member, now = new Date()) {
  const brand = await catalogue.running(member.merchantId);
  if (brand.list.length === 0) return 0;
  const { list } = periods(brand, now);
  return missionsRepo(db).reachedUnclaimed(
    member.id,
    list.map((item) => ({ ...keyOf(item), target: item.mission.target })),
  );
}

/**
 * Pays a reached mission's reward for the current period, once. The claim row and the
 * ledger transfer (keyed by mission, member and period) commit together; a second
 * claim of the period, even at the same moment, finds the first and pays nothing.
 */
export const claimMission = (db: Db, member: Member, missionId: number, lang: Language, now = new Date()) =>
  db.tx(async (tx) => {
    const brand = await missionsRepo(tx).running(member.merchantId);
    const only = brand.list.filter((mission) => mission.id === missionId);
    if (only.length === 0) throw new NotFoundError();
    const [standing] = (await standings(tx, { ...brand, list: only }, member.id, now)).list;
    if (!standing) throw new NotFoundError();
    if (standing.claim) return { mission: view(standing, lang), replayed: true };
    if (standing.progress < standing.mission.target) throw new AppError('mission-not-complete');
    const { mission, period } = standing;
    const claim = await missionsRepo(tx).insertClaim({
      missionId: mission.id,
      memberId: member.id,
      merchantId: member.merchantId,
      periodStart: period.start,
      amount: mission.reward,
      progress: standing.progress,
      claimedDay: brandDay(now, brand.offsetMinutes),
    });
    if (!claim) {
      // Claimed by a request that committed while this one ran.
      const [first] = await missionsRepo(tx).standings(member.id, [keyOf(standing)]);
      return { mission: view({ ...standing, claim: first?.claim }, lang), replayed: true };
    }
    const { transferId } = await transfer(tx, {
      merchantId: member.merchantId,
      key: `mission:${mission.id}:${member.id}:${period.start}`,
      type: 'bonus',
      entries: [
        { accountId: await systemAccount(tx, member.merchantId, 'bonus'), amount: -mission.reward },
        { accountId: await accountFor(tx, member.merchantId, member.id), amount: mission.reward },
      ],
      metadata: {
        reference: `MS${mission.id}-${period.start.replaceAll('-', '')}`,
        remark: pickText(mission.title, lang),
      },
    });
    await missionsRepo(tx).setTransfer(mission.id, member.id, period.start, transferId);
    return { mission: view({ ...standing, claim }, lang), replayed: false };
  });
