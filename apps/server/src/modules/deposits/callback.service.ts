import type { DepositState } from '@arcadia/contracts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { gatewayFor } from '../../platform/payments/gateways.ts';
import { channelsRepo } from './channels.repo.ts';
import { creditInTx } from './credit.ts';
import { depositsRepo } from './deposits.repo.ts';
import type { DepositDeps } from './deposits.service.ts';

/**
 * A paid notice credits a pending order, and also one the member cancelled while
 * paying: the gateway holds the money, so the member gets it.
 */
const PAYABLE: readonly DepositState[] = ['pending', 'cancelled'];

export type NoticeOutcome = 'credited' | 'cancelled' | 'unchanged' | 'paid-after-reject';

/**
 * Handles a gateway notice. Answers `{ ok: true }` whenever the notice is
 * genuine and consistent, handled now or before, so the gateway stops repeating it.
 * A disabled channel still takes notices: its orders already carry money.
 */
export async function handleNotice(
  { db, config }: DepositDeps,
  merchantId: number,
  channelCode: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<NoticeOutcome> {
  const channel = await channelsRepo(db).byCode(merchantId, channelCode);
  if (channel?.kind !== 'gateway' || !channel.secret) throw new NotFoundError();
  const gateway = gatewayFor(config, channel.gateway);
  if (!gateway) throw new AppError('channel-unavailable');
  const notice = gateway.verifyNotice(rawBody, headers, channel.secret);
  if (!notice) throw new AppError('bad-signature');

  const order = await depositsRepo(db).byReference(merchantId, notice.reference);
  if (!order || order.channelId !== channel.id) throw new NotFoundError();
  if (notice.amount !== order.amount || notice.currency !== order.currency) throw new AppError('amount-mismatch');

  return db.tx(async (tx): Promise<NoticeOutcome> => {
    const state = (await depositsRepo(tx).lock(order.id))?.state;
    if (notice.status === 'paid' && state && PAYABLE.includes(state)) {
      await creditInTx(tx, order, PAYABLE, { trade: notice.tradeNo });
      return 'credited';
    }
    if (notice.status === 'failed' && state === 'pending') {
      await depositsRepo(tx).settle(order.id, ['pending'], { state: 'cancelled', trade: notice.tradeNo });
      return 'cancelled';
    }
    // An operator rejected the order, yet the gateway says paid: the desk must look.
    return notice.status === 'paid' && state === 'rejected' ? 'paid-after-reject' : 'unchanged';
  });
}
