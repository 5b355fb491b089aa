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
 * password cannot be guessed. Each answer is counted before it is checked, so five
 * is five however many arrive at once; a right one gives its count back.
 */
export async function checkPaymentPassword(deps: { db: Db; kv: Kv }, memberId: string, password: string) {
  const key = `pay-pw-wrong:${memberId}`;
  // Counters cannot be read without counting (the database store keeps no value for them), so the fifth wrong answer leaves a flag.
  const pausedKey = `pay-pw-paused:${memberId}`;
  if ((await deps.kv.get(pausedKey)) !== null) throw new AppError('too-many-requests');
  const row = await deps.db.one<{ hash: string | null }>(
    'SELECT payment_password_hash AS hash FROM members WHERE id = $1',
    [memberId],
  );
  if (!row?.hash) throw new AppError('payment-password-not-set');
  const tries = await deps.kv.incr(key, WINDOW_S);
  if (tries > MAX_WRONG) throw new AppError('too-many-requests');
  if (await verifyPassword(row.hash, password)) return deps.kv.release(key);
  if (tries >= MAX_WRONG) await deps.kv.set(pausedKey, '1', WINDOW_S);
  throw new AppError('wrong-payment-password');
}
