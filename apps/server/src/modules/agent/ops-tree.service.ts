import { AGENT_TYPES, type DownlineControl, type OpsTreeMember } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { scopedBrand } from '../approvals/brand-scope.ts';
import { sessionRepo } from '../auth/session.repo.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { opsTreeRepo, type TreeMemberRow } from './ops-tree.repo.ts';
import { agentSettingsRepo } from './team.repo.ts';
import { treeRepo } from './tree.repo.ts';

/**
 * Operators and the agent tree. A move takes the member's whole downline with it
 * (the closure follows by trigger, in the same statement) and is audited in the same
 * transaction; the database also refuses a loop or another brand's upline, so this
 * check and that guard agree.
 */

async function view(db: Db, row: TreeMemberRow): Promise<OpsTreeMember> {
  return {
    account: row.account,
    type: row.type,
    uplines: await treeRepo(db).uplines(row.id),
    directDownline: row.directDownline,
    downline: row.downline,
    disabled: row.disabled,
    rights: { transfer: row.mayTransfer, register: row.mayRegister },
  };
}

async function memberOrFail(db: Db, merchantId: number, account: string, lock = false) {
  const row = await opsTreeRepo(db).member(merchantId, account, lock);
  if (!row) throw new NotFoundError('account-not-found');
  return row;
}

export async function memberTree(db: Db, operator: OperatorContext, account: string, code: string) {
  const merchant = await scopedBrand(db, operator, 'members.read', code);
  return view(db, await memberOrFail(db, merchant.id, account));
}

export const moveMember = (
  db: Db,
  operator: OperatorContext,
  account: string,
  body: { merchant: string; upline: string; reason: string },
) =>
  db.tx(async (tx) => {
    const merchant = await scopedBrand(tx, operator, 'members.tree', body.merchant);
    const member = await memberOrFail(tx, merchant.id, account, true);
    const upline = await memberOrFail(tx, merchant.id, body.upline);
    if (!(AGENT_TYPES as readonly number[]).includes(upline.type)) throw new AppError('upline-not-agent');
    if (upline.id === member.id || (await treeRepo(tx).inDownline(member.id, upline.id))) {
      throw new AppError('tree-cycle');
    }
    const before = await treeRepo(tx).uplines(member.id);
    if (member.parentId !== upline.id) await opsTreeRepo(tx).setParent(member.id, upline.id);
    const moved = await memberOrFail(tx, merchant.id, account);
    await opsRepo(tx).audit(
      operator.id,
      'member.move',
      `member:${member.account}`,
      {
        merchant: merchant.code,
        account: member.account,
        from: before.at(-1) ?? null,
        to: upline.account,
        moved: moved.downline + 1,
        reason: body.reason,
      },
      merchant.id,
    );
    return { ...(await view(tx, moved)), moved: moved.downline + 1 };
  });

/** Disables a member (no login; every session ends now) or enables it again. */
export const setMemberState = (
  db: Db,
  operator: OperatorContext,
  account: string,
  body: { merchant: string; disabled: boolean; reason: string },
) =>
  db.tx(async (tx) => {
    const merchant = await scopedBrand(tx, operator, 'members.support', body.merchant);
    const member = await memberOrFail(tx, merchant.id, account, true);
    await opsTreeRepo(tx).setDisabled(member.id, body.disabled);
    if (body.disabled) await sessionRepo(tx).revokeAll(member.id);
    await opsRepo(tx).audit(
      operator.id,
      body.disabled ? 'member.disable' : 'member.enable',
      `member:${member.account}`,
      { merchant: merchant.code, account: member.account, reason: body.reason },
      merchant.id,
    );
    return view(tx, await memberOrFail(tx, merchant.id, account));
  });

/** What the brand's agents may change for their direct downline. */
export const setAgentControls = (db: Db, operator: OperatorContext, code: string, controls: DownlineControl[]) =>
  db.tx(async (tx) => {
    const merchant = await scopedBrand(tx, operator, 'brand.write', code);
    const before = await agentSettingsRepo(tx).controls(merchant.id);
    await agentSettingsRepo(tx).setControls(merchant.id, [...new Set(controls)]);
    const after = await agentSettingsRepo(tx).controls(merchant.id);
    await opsRepo(tx).audit(
      operator.id,
      'merchant.agent-controls',
      code,
      { merchant: code, before, after },
      merchant.id,
    );
    return { controls: after };
  });
