import {
  type Language,
  type OpsReward,
  type PointEntry,
  pickText,
  type Redemption,
  type Reward,
} from '@arcadia/contracts';
import type { PointEntryRow } from './points.repo.ts';
import type { RedemptionRow, RewardRow } from './rewards.repo.ts';

/** What the database rows look like to members and operators. */

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** Each reward's own drawing (see reward-art.ts); the version changes when the reward does. */
export const rewardImageUrl = (row: Pick<RewardRow, 'id'>) => `/img/rewards/${row.id}.svg`;

export const rewardView = (row: RewardRow, lang: Language): Reward => ({
  id: row.id,
  kind: row.kind,
  name: pickText(row.name, lang),
  description: pickText(row.description, lang),
  points: row.points,
  amount: row.amount,
  stock: row.stock,
  available: row.available,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  imageUrl: rewardImageUrl(row),
});

export const opsRewardView = (row: RewardRow): OpsReward => ({
  id: row.id,
  merchantCode: row.merchantCode,
  kind: row.kind,
  name: row.name,
  description: row.description,
  points: row.points,
  amount: row.amount,
  stock: row.stock,
  enabled: row.enabled,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  art: row.art,
  sort: row.sort,
  imageUrl: rewardImageUrl(row),
});

export const redemptionView = (row: RedemptionRow, lang: Language): Redemption => ({
  reference: row.reference,
  rewardId: row.rewardId,
  kind: row.kind,
  goods: pickText(row.goods, lang),
  quantity: row.quantity,
  points: row.points,
  amount: row.amount,
  receiver: row.receiver,
  state: row.state,
  remark: row.remark,
  transactionRef: row.transactionRef,
  applyTime: new Date(row.createdAt).toISOString(),
  decidedAt: iso(row.decidedAt),
});

export const opsRedemptionView = (row: RedemptionRow) => ({
  ...redemptionView(row, 'EN'),
  id: row.id,
  merchantCode: row.merchantCode,
  account: row.account,
  decidedBy: row.decidedBy,
});

export const entryView = (row: PointEntryRow): PointEntry => ({
  id: row.id,
  time: new Date(row.createdAt).toISOString(),
  kind: row.kind,
  points: row.points,
  balanceAfter: row.balanceAfter,
  day: row.day,
  reference: row.reference,
  amount: row.amount,
});
