import { AGENT_TYPES } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { accountFor, memberBalance, transfer } from '../wallet/ledger.service.ts';
import { moneySettingsRepo } from '../wallet/money-settings.repo.ts';
import { checkPaymentPassword } from '../wallet/payment-password.ts';
import { amountOutOfRange } from '../wallet/wallet.service.ts';
import { type Counterparty, transfersRepo } from './transfers.repo.ts';

interface Deps {
  db: Db;
  kv: Kv;
}

interface Send {
  amount: number;
  paymentPassword: string;
  requestId: string;
}

/** A member sends money from their main wallet to their direct upline's main wallet. */
export async function transferToUpline(deps: Deps, member: SessionMember, send: Send) {
  await checkMinimum(deps.db, member.merchantId, send.amount);
  const upline = await transfersRepo(deps.db).upline(member.merchantId, member.id);
  if (!upline) throw new AppError('no-upline');
  await checkPaymentPassword(deps, member.id, send.paymentPassword);
  const sumBalance = await mainToMain(deps.db, member, upline, send, {
    type: 'transfer-upline',
    key: `upline:${member.id}:${send.requestId}`,
  });
  return { sumBalance, upline: upline.account };
}

/**
 * An agent sends money to a member anywhere below them, unless its own upline took
 * that right away. An account outside the downline and an account that does not
 * exist get the same answer.
 */
export async function transferToDownline(deps: Deps, agent: SessionMember, send: Send & { account: string }) {
  if (!(AGENT_TYPES as readonly number[]).includes(agent.type)) throw new AppError('agent-only');
  if (!(await transfersRepo(deps.db).mayTransfer(agent.id))) throw new ForbiddenError('operation-not-allowed');
  await checkMinimum(deps.db, agent.merchantId, send.amount);
  const target = await transfersRepo(deps.db).downline(agent.merchantId, agent.id, send.account);
  if (!target) throw new AppError('not-in-downline');
  await checkPaymentPassword(deps, agent.id, send.paymentPassword);
  const sumBalance = await mainToMain(deps.db, agent, target, send, {
    type: 'transfer-downline',
    key: `downline:${agent.id}:${send.requestId}`,
  });
  return { sumBalance, account: target.account };
}

async function checkMinimum(db: Db, merchantId: number, amount: number) {
  const { transferMin } = await moneySettingsRepo(db).read(merchantId);
  if (amount < transferMin) throw amountOutOfRange(transferMin);
}

/**
 * One transfer between two main wallets; each side's record names the other. Answers the
 * sender's balance after it, read in the transaction that moved the money (issue 35): a read
 * after the commit could fail (503) when the money had moved.
 */
async function mainToMain(
  db: Db,
  sender: SessionMember,
  receiver: Counterparty,
  send: Send,
  how: { type: 'transfer-upline' | 'transfer-downline'; key: string },
): Promise<number> {
  const from = await accountFor(db, sender.merchantId, sender.id);
  const to = await accountFor(db, sender.merchantId, receiver.id);
  return db.tx(async (tx) => {
    await transfer(tx, {
      merchantId: sender.merchantId,
      key: how.key,
      type: how.type,
      entries: [
        { accountId: from, amount: -send.amount },
        { accountId: to, amount: send.amount },
      ],
      metadata: {
        reference: receiver.account,
        references: { [sender.id]: receiver.account, [receiver.id]: sender.account },
      },
    });
    return memberBalance(tx, sender.merchantId, sender.id);
  });
}
