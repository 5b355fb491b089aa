import type { BodyOf, opsUpdateMerchant } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { merchantSettingsRepo } from './merchant-settings.repo.ts';
import { opsRepo } from './ops.repo.ts';

const SESSION_HOURS = 8;

export async function operatorLogin(db: Db, username: string, password: string) {
  const operator = await opsRepo(db).operatorByName(username);
  // Verify against a hash even for an unknown name, so timing does not reveal which names exist.
  const ok = await verifyPassword(operator?.passwordHash ?? UNKNOWN_OPERATOR_HASH, password);
  if (!operator || !ok) throw new AppError('ops-not-logged-in');
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await opsRepo(db).createSession(hashToken(token), operator.id, expiresAt);
  return { token, expiresAt: expiresAt.toISOString() };
}

const UNKNOWN_OPERATOR_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Applies a partial settings change in one transaction and records it in the audit log. */
export async function updateMerchant(
  db: Db,
  operatorId: number,
  code: string,
  change: BodyOf<typeof opsUpdateMerchant>,
) {
  return db.tx(async (tx) => {
    const repo = merchantSettingsRepo(tx);
    const current = await repo.read(code);
    if (!current) throw new NotFoundError('merchant-not-found');
    const { id, ...before } = current;
    const next = { ...before, ...withoutSwitches(change) };
    await repo.write(id, next);
    if (change.liveChatUrl !== undefined) await repo.setLiveChat(id, change.liveChatUrl);
    for (const [modId, enabled] of Object.entries(change.switches ?? {})) {
      if (enabled !== undefined) await repo.setSwitch(id, modId, enabled);
    }
    await opsRepo(tx).audit(operatorId, 'merchant.update', code, change);
    return { ...next, switches: await repo.switches(id) };
  });
}

const withoutSwitches = ({ switches: _ignored, ...rest }: BodyOf<typeof opsUpdateMerchant>) => rest;
