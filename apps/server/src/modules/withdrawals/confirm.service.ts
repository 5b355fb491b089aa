import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { checkedImage, type UploadForm } from '../../platform/upload.ts';
import { moneySettingsRepo } from '../wallet/money-settings.repo.ts';
import { memberView } from './withdrawal-views.ts';
import { withdrawalsRepo } from './withdrawals.repo.ts';

/**
 * The member's answer to a paid withdrawal: received, or not received with a proof
 * image for the operator. Only while paid: once answered, auto-received or settled,
 * the answer cannot change.
 */
export async function confirmWithdrawal(
  db: Db,
  merchant: Merchant,
  memberId: string,
  reference: string,
  form: UploadForm,
) {
  const received = form.fields.received;
  if (received !== 'true' && received !== 'false') {
    throw new ValidationError([{ field: 'received', key: 'bad-request' }]);
  }
  const repo = withdrawalsRepo(db);
  const row = await repo.forMember(merchant.id, memberId, reference);
  if (!row) throw new NotFoundError();
  if (row.state !== 'paid') throw new AppError('invalid-state');
  // A browser form with no file chosen still sends an empty file part.
  const file = form.file && form.file.length > 0 ? form.file : null;
  if (received === 'false' && !file) throw new AppError('proof-required');
  const proof = file ? checkedImage(file) : null;
  // Conditional on still being paid: the auto-receive job may have got there first.
  const moved = await repo.move(row.id, ['paid'], { to: received === 'true' ? 'received' : 'not_received', proof });
  if (!moved) throw new AppError('invalid-state');
  return memberView(moved, (await moneySettingsRepo(db).read(merchant.id)).autoReceiveMinutes);
}
