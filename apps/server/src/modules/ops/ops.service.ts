import type { BodyOf, opsUpdateMerchant } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { merchantSettingsRepo } from './merchant-settings.repo.ts';
import type { OperatorContext } from './operator-context.ts';
import { opsRepo } from './ops.repo.ts';

/**
 * Applies a partial settings change in one transaction and records it in the
 * audit log. A brand the operator may not change is not found.
 */
export async function updateMerchant(
  db: Db,
  operator: OperatorContext,
  code: string,
  change: BodyOf<typeof opsUpdateMerchant>,
) {
  return db.tx(async (tx) => {
    const repo = merchantSettingsRepo(tx);
    const current = await repo.read(code);
    if (!current || !operator.can('brand.write', current.id)) throw new NotFoundError('merchant-not-found');
    const { id, ...before } = current;
    const next = { ...before, ...withoutSwitches(change) };
    await repo.write(id, next);
    if (change.liveChatUrl !== undefined) await repo.setLiveChat(id, change.liveChatUrl);
    for (const [modId, enabled] of Object.entries(change.switches ?? {})) {
      if (enabled !== undefined) await repo.setSwitch(id, modId, enabled);
    }
    await opsRepo(tx).audit(operator.id, 'merchant.update', code, change, id);
    return { ...next, switches: await repo.switches(id) };
  });
}

const withoutSwitches = ({ switches: _ignored, ...rest }: BodyOf<typeof opsUpdateMerchant>) => rest;
