import { randomBytes, randomInt } from 'node:crypto';
import { type LoginValue, TRIAL_TYPE } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { authRepo } from './auth.repo.ts';
import { completeLogin } from './session.service.ts';
import { requireSwitch } from './switches.ts';

const TRIALS_PER_IP_PER_HOUR = 10;

/**
 * Free play (FREE_PLAY): a new trial account (type 4) named guest + eight
 * digits, with a password hash no password matches, logged in at once, holding
 * play money to play the house games with (issue 36).
 */
export async function freePlay(db: Db, kv: Kv, request: { merchantId: number; ip: string }): Promise<LoginValue> {
  await requireSwitch(db, request.merchantId, 'FREE_PLAY');
  if ((await kv.incr(`freeplay-ip:${request.merchantId}:${request.ip}`, 3600)) > TRIALS_PER_IP_PER_HOUR) {
    throw new AppError('too-many-requests');
  }
  // Not an argon2 string, so verifyPassword() is false for every input.
  const unusable = `!trial:${randomBytes(16).toString('hex')}`;
  const repo = authRepo(db);
  for (let tries = 0; tries < 5; tries++) {
    const account = `guest${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const row = await repo.insertTrial(request.merchantId, account, unusable, TRIAL_TYPE, request.ip);
    if (!row) continue;
    await grantPlayMoney(db, request.merchantId, row.id);
    return completeLogin(db, { id: row.id, merchantId: request.merchantId, type: TRIAL_TYPE }, request.ip);
  }
  throw new Error('no free guest account name after five draws');
}

/** What a free-play guest starts with, in play money's minor units. */
export const PLAY_MONEY_GRANT = 10_000_00;

/**
 * A guest's play money: a book of its own (the ledger's PLAY currency, which it never posts
 * against real money), from the brand's play bank, once per guest.
 */
async function grantPlayMoney(db: Db, merchantId: number, memberId: string) {
  const bank = await systemAccount(db, merchantId, 'play:bank');
  const wallet = await accountFor(db, merchantId, memberId);
  await transfer(db, {
    merchantId,
    key: `play-grant:${memberId}`,
    type: 'play-grant',
    entries: [
      { accountId: bank, amount: -PLAY_MONEY_GRANT },
      { accountId: wallet, amount: PLAY_MONEY_GRANT },
    ],
    metadata: { remark: 'Play money' },
  });
}
