import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { verifyPassword } from '../../platform/passwords.ts';

/** Wrong payment passwords allowed per member in the window before money actions pause. */
const MAX_WRONG = 5;
const WINDOW_S = 15 * 60;

/**
 * Every money-out action (withdraw, transfers, binding a payout account) asks for
 * the payment password. Five wrong answers in 15 minutes pause them, so the
 * password cannot be guessed.
 */
export async function checkPaymentPassword(deps: { db: Db; kv: Kv }, memberId: string, password: string) {
  const key = `pay-pw-wrong:${memberId}`;
  if (Number((await deps.kv.get(key)) ?? 0) >= MAX_WRONG) throw new AppError('too-many-requests');
  const row = await deps.db.one<{ hash: string | null }>(
    'SELECT payment_password_hash AS hash FROM members WHERE id = $1',
    [memberId],
  );
  if (!row?.hash) throw new AppError('payment-password-not-set');
  if (!(await verifyPassword(row.hash, password))) {
    await deps.kv.incr(key, WINDOW_S);
    throw new AppError('wrong-payment-password');
  }
}
