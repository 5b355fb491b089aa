import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { get, send } from '../../test/requests.ts';
import { sealFor } from '../../test/seal.ts';
import { type Player, player } from '../wallet/money-test-kit.ts';

/** Shared set-up of the points, VIP and referral suites (not used by the server). */

export const PAY_PW = '246810';
export const requestId = () => `req-${randomBytes(8).toString('hex')}`;

/** A demo member with a session and the payment password `PAY_PW`. */
export const member = (db: Db, options: Parameters<typeof player>[1] = {}) => player(db, options);

/**
 * Settled valid bets (and deposits) of a member's day, as the database's triggers count
 * them when bets settle and deposits are credited (migration 018).
 */
export const addDay = (db: Db, who: Player, stats: { validBet?: number; deposit?: number; daysAgo?: number }) =>
  db.query(
    `SELECT member_day_add(p_member => $1, p_merchant => $2, p_at => now() - make_interval(days => $3),
       p_valid => $4::bigint, p_deposits => $5, p_deposit => $6::bigint)`,
    [who.id, who.merchantId, stats.daysAgo ?? 0, stats.validBet ?? 0, stats.deposit ? 1 : 0, stats.deposit ?? 0],
  );

export const memberGet = (app: FastifyInstance, who: Player, url: string) => get(app, url, who.auth);

/** A sealed POST, as the browser sends the password-checked calls. */
export const sealedPost = async (app: FastifyInstance, who: Player, url: string, payload: object) =>
  send(app, { method: 'POST', url, headers: who.auth, payload: await sealFor(app, payload) });

export const balanceOf = async (app: FastifyInstance, who: Player): Promise<number> =>
  (await memberGet(app, who, '/wps/relay/MCS2_getPointBalance')).body.value.balance;

export const redeem = (
  app: FastifyInstance,
  who: Player,
  body: { rewardId: string; quantity?: number; receiver?: string; paymentPassword?: string; requestId?: string },
) =>
  sealedPost(app, who, '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    quantity: 1,
    receiver: '12 Rizal Avenue, Manila',
    paymentPassword: PAY_PW,
    requestId: requestId(),
    ...body,
  });

export const convert = (
  app: FastifyInstance,
  who: Player,
  body: { points: number; paymentPassword?: string; requestId?: string },
) =>
  sealedPost(app, who, '/wps/relay/passwordCheck/MCS2_convertPoint', {
    paymentPassword: PAY_PW,
    requestId: requestId(),
    ...body,
  });

/** A reward of the demo brand written straight to the database (operators' route is tested on its own). */
export async function createReward(
  db: Db,
  fields: { points: number; stock: number; kind?: 'goods' | 'cash'; merchant?: string; enabled?: boolean },
): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO point_rewards (merchant_id, kind, name, points, amount, stock, enabled, art)
     SELECT id, $2, '{"EN":"Test prize","CN":"测试奖品"}', $3, 100, $4, $5, 'gift' FROM merchants WHERE code = $1
     RETURNING id::text AS id`,
    [fields.merchant ?? 'demo', fields.kind ?? 'goods', fields.points, fields.stock, fields.enabled ?? true],
  );
  if (!row) throw new Error('reward not created');
  return row.id;
}

export const stockOf = async (db: Db, rewardId: string) =>
  Number((await db.one<{ stock: number }>('SELECT stock FROM point_rewards WHERE id = $1', [rewardId]))?.stock);

/** The demo brand's point rule in the tests: 1 point per 10.00 of valid bet, 100 points = 1.00. */
export const UNIT = 10_00;
