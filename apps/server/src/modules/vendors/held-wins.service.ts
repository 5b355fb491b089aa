import { formatMoney, type HeldWinState, type OpsHeldWin } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { type ApprovalRow, approvalsRepo } from '../approvals/approvals.repo.ts';
import { listScope } from '../approvals/brand-scope.ts';
import { requestApproval } from '../approvals/request.ts';
import { approvalView } from '../approvals/views.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { transfer } from '../wallet/ledger.service.ts';
import { type HeldWinRow, heldWinsRepo } from './held-wins.repo.ts';
import { seamlessRepo } from './seamless.repo.ts';
import { vendorSide, winLedgerKey } from './seamless-bets.service.ts';

/**
 * Vendor wins held over the cap (see seamless-bets.service.ts): the desk lists them,
 * releases one (a request a second operator approves; approving pays it once, under
 * the very ledger key the vendor's win would have used) or voids one (pays nothing).
 */

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

const view = (row: HeldWinRow): OpsHeldWin => ({
  id: row.id,
  merchantCode: row.merchantCode,
  account: row.account,
  vendor: row.vendor,
  gameCode: row.gameCode,
  roundId: row.roundId,
  betTransactionId: row.betTransactionId,
  winTransactionId: row.winTransactionId,
  stake: row.stake,
  amount: row.amount,
  cap: { stakeMultiple: row.capMultiple, maxWin: row.capAmount },
  state: row.state,
  heldAt: new Date(row.heldAt).toISOString(),
  pendingApprovalId: row.pendingApprovalId,
  decidedBy: row.decidedBy,
  decidedAt: iso(row.decidedAt),
  reason: row.reason,
});

const subjectOf = (id: string) => `held-win:${id}`;

export async function listHeldWins(
  db: Db,
  operator: OperatorContext,
  query: { merchant?: string; state?: HeldWinState; vendor?: string; pageNo: number; pageSize: number },
) {
  const scope = await listScope(db, operator, 'wins.review', query.merchant);
  const { list, total } = await heldWinsRepo(db).page({
    scope,
    state: query.state ?? null,
    vendor: query.vendor ?? null,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
  return { list: list.map(view), total, totalPages: Math.ceil(total / query.pageSize) };
}

/** A held win of a brand the operator reviews, still held. */
async function stillHeld(tx: Db, operator: OperatorContext, id: string) {
  const row = await heldWinsRepo(tx).byId(id, operator.brandsWith('wins.review'));
  if (!row) throw new NotFoundError();
  if (row.state !== 'held') throw new AppError('invalid-state');
  return row;
}

/** Asks a second operator to pay the win; asking again while it waits answers the same request. */
export const requestRelease = (db: Db, operator: OperatorContext, id: string) =>
  db.tx(async (tx) => {
    const row = await stillHeld(tx, operator, id);
    const request = await requestApproval(tx, {
      merchantId: row.merchantId,
      kind: 'win-release',
      subject: subjectOf(row.id),
      detail: {
        heldWinId: row.id,
        vendor: row.vendor,
        account: row.account,
        gameCode: row.gameCode,
        roundId: row.roundId,
        stake: row.stake,
        amount: row.amount,
      },
      requestedBy: operator.id,
    });
    return approvalView(request);
  });

/** Pays nothing: the bet stays lost, the member's record says the win was voided. */
export const voidHeldWin = (db: Db, operator: OperatorContext, id: string, reason: string) =>
  db.tx(async (tx) => {
    const voided = await heldWinsRepo(tx).decide(
      id,
      operator.brandsWith('wins.review'),
      { state: 'voided', reason },
      operator.id,
    );
    if (!voided) {
      await stillHeld(tx, operator, id);
      throw new ConflictError();
    }
    const row = voided;
    await seamlessRepo(tx).resolveHeld(row.betId, 'voided', 0);
    await approvalsRepo(tx).cancelPending('win-release', subjectOf(row.id), operator.id, `voided: ${reason}`);
    await opsRepo(tx).audit(operator.id, 'held-win.void', subjectOf(row.id), {
      merchant: row.merchantCode,
      account: row.account,
      vendor: row.vendor,
      amount: row.amount,
      reason,
    });
    return view({ ...row, pendingApprovalId: null });
  });

/** Approved: the win is credited where the stake came from, exactly once, and the bet settles with it. */
export async function releaseHeldWin(tx: Db, approval: ApprovalRow, operatorId: number) {
  const id = String(approval.detail.heldWinId);
  const held = await heldWinsRepo(tx).lock(id);
  if (!held) throw new NotFoundError();
  if (held.state !== 'held') throw new AppError('invalid-state');
  // A held win is never play money (play wins are not held).
  const player = { id: held.memberId, merchantId: held.merchantId, nickname: '', play: false };
  const paid = await transfer(tx, {
    merchantId: held.merchantId,
    key: winLedgerKey(held.vendor, held.winTransactionId),
    type: 'win',
    entries: [
      { accountId: await vendorSide(tx, player, held.vendor), amount: -held.amount },
      { accountId: held.accountId, amount: held.amount },
    ],
    metadata: {
      reference: held.winTransactionId,
      remark: `${held.vendor} ${held.gameCode} · ${held.roundId} · ${formatMoney(held.amount)}`,
      vendor: held.vendor,
      roundId: held.roundId,
      betTransactionId: held.betTransactionId,
      approval: approval.id,
    },
  });
  await heldWinsRepo(tx).decide(id, null, { state: 'released', transferId: paid.transferId }, operatorId);
  await seamlessRepo(tx).resolveHeld(held.betId, 'settled', held.amount);
  await opsRepo(tx).audit(operatorId, 'held-win.release', subjectOf(id), {
    merchant: held.merchantCode,
    account: held.account,
    vendor: held.vendor,
    amount: held.amount,
    transferId: paid.transferId,
    approval: approval.id,
    requestedBy: approval.requestedBy,
  });
}
