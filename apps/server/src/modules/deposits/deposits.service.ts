import {
  type BodyOf,
  type createDeposit as createDepositEndpoint,
  type DepositOrder,
  formatMoney,
} from '@arcadia/contracts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { gatewayFor } from '../../platform/payments/gateways.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import type { ImageMime } from '../../platform/upload.ts';
import { type ChannelRow, channelsRepo } from './channels.repo.ts';
import { depositsRepo, type OrderRow } from './deposits.repo.ts';
import { newReference } from './reference.ts';
import { memberView } from './view.ts';

export interface DepositDeps {
  db: Db;
  config: Pick<Config, 'production'>;
}

/** Open, and for a gateway one whose adapter this configuration allows. */
const usable = (config: DepositDeps['config'], channel: ChannelRow) =>
  channel.enabled && (channel.kind === 'bank' || gatewayFor(config, channel.gateway) !== null);

export async function depositChannels({ db, config }: DepositDeps, merchantId: number) {
  const channels = (await channelsRepo(db).enabled(merchantId)).filter((channel) => usable(config, channel));
  return channels.map(({ code, kind, name, minAmount, maxAmount }) => ({ code, kind, name, minAmount, maxAmount }));
}

/** Opens an order; the same requestId answers the order it opened before. */
export async function openDeposit(
  deps: DepositDeps,
  merchant: Merchant,
  memberId: string,
  body: BodyOf<typeof createDepositEndpoint>,
): Promise<DepositOrder> {
  const repo = depositsRepo(deps.db);
  const repeat = async (order: OrderRow) => {
    if (order.channelCode !== body.channelCode || order.amount !== body.amount) {
      throw new AppError('idempotency-mismatch');
    }
    return withCheckout(deps, order);
  };
  const earlier = await repo.byRequest(memberId, body.requestId);
  if (earlier) return repeat(earlier);

  const channel = await channelsRepo(deps.db).byCode(merchant.id, body.channelCode);
  if (!channel || !usable(deps.config, channel)) throw new AppError('channel-unavailable');
  if (body.amount < channel.minAmount || body.amount > channel.maxAmount) {
    throw new AppError('amount-out-of-range', null, {
      min: formatMoney(channel.minAmount),
      max: formatMoney(channel.maxAmount),
    });
  }
  // A taken reference (rare) retries with a new one; a taken requestId is a racing twin.
  for (let tries = 0; tries < 5; tries++) {
    const reference = newReference(merchant.gmtOffsetMinutes);
    const order = { merchantId: merchant.id, memberId, channelId: channel.id, amount: body.amount, reference };
    const id = await repo.insert({ ...order, requestKey: body.requestId });
    if (id) return withCheckout(deps, await found(repo.byId(id)));
    const twin = await repo.byRequest(memberId, body.requestId);
    if (twin) return repeat(twin);
  }
  throw new Error('deposit: no free reference after 5 tries');
}

/** Asks the gateway for its checkout once (a repeat after a failed ask asks again). */
async function withCheckout({ db, config }: DepositDeps, order: OrderRow): Promise<DepositOrder> {
  if (order.kind !== 'gateway' || order.state !== 'pending' || order.payUrl) return memberView(order);
  const channel = await channelsRepo(db).byCode(order.merchantId, order.channelCode);
  const gateway = gatewayFor(config, channel?.gateway ?? null);
  if (!channel?.secret || !gateway) return memberView(order);
  const { payUrl } = await gateway.createCheckout({
    merchantId: order.merchantId,
    channelCode: order.channelCode,
    reference: order.reference,
    amount: order.amount,
    currency: order.currency,
    secret: channel.secret,
  });
  await depositsRepo(db).setPayUrl(order.id, payUrl);
  return memberView({ ...order, payUrl });
}

const found = async (row: Promise<OrderRow | undefined>) => {
  const order = await row;
  if (!order) throw new NotFoundError();
  return order;
};

/** The member's own order by reference (another member's or brand's is not found). */
export const memberOrder = (db: Db, merchantId: number, memberId: string, reference: string) =>
  found(depositsRepo(db).byReference(merchantId, reference, memberId));

export async function memberDeposits(db: Db, memberId: string, pageNo: number, pageSize: number) {
  const repo = depositsRepo(db);
  const [rows, total] = await Promise.all([
    repo.ofMember(memberId, pageSize, (pageNo - 1) * pageSize),
    repo.countOfMember(memberId),
  ]);
  return { list: rows.map(memberView), total, totalPages: Math.ceil(total / pageSize) };
}

/** A bank order's proof of transfer, while it waits; a later upload replaces the earlier. */
export async function attachProof(
  db: Db,
  order: OrderRow,
  readImage: () => Promise<{ bytes: Buffer; mime: ImageMime }>,
) {
  if (order.kind !== 'bank' || order.state !== 'pending') throw new AppError('invalid-state');
  const image = await readImage();
  // Conditional: the order may have been decided while the file was arriving.
  if (!(await depositsRepo(db).setProof(order.id, image.mime, image.bytes))) throw new AppError('invalid-state');
  return memberView(await found(depositsRepo(db).byId(order.id)));
}

export async function cancelOrder(db: Db, order: OrderRow) {
  const cancelled = await depositsRepo(db).settle(order.id, ['pending'], { state: 'cancelled' });
  if (!cancelled) throw new AppError('invalid-state');
  return memberView(await found(depositsRepo(db).byId(order.id)));
}
