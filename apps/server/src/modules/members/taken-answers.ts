import { AppError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';

/**
 * "Already taken" answers of registration (account-exists, mobile-exists,
 * email-exists) tell a visitor that an account exists, so an IP gets ten an hour.
 * The budget is checked before the lookup: once it is spent the answer is
 * too-many-requests whether or not the name, number or address is taken.
 */
const TAKEN_ANSWERS_PER_IP_PER_HOUR = 10;

type TakenCode = 'account-exists' | 'mobile-exists' | 'email-exists';

const countKey = (merchantId: number, ip: string) => `taken-ip:${merchantId}:${ip}`;
// Counters cannot be read without counting, so the tenth answer leaves a flag for the hour.
const spentKey = (merchantId: number, ip: string) => `taken-ip-spent:${merchantId}:${ip}`;

/** Before looking up whether anything is taken. */
export async function assertTakenBudget(kv: Kv, merchantId: number, ip: string): Promise<void> {
  if ((await kv.get(spentKey(merchantId, ip))) !== null) throw new AppError('too-many-requests');
}

/** Answers that something is taken, spending one of the IP's answers. Always throws. */
export async function takenAnswer(kv: Kv, merchantId: number, ip: string, code: TakenCode): Promise<never> {
  if ((await kv.incr(countKey(merchantId, ip), 3600)) >= TAKEN_ANSWERS_PER_IP_PER_HOUR) {
    await kv.set(spentKey(merchantId, ip), '1', 3600);
  }
  throw new AppError(code);
}
