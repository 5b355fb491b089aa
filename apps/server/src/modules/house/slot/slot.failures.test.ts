import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { vendorSecret } from '../../vendors/secrets.ts';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { seamlessClient } from '../seamless-client.ts';
import type { SlotDeps } from './deps.ts';
import { recoverRounds } from './recovery.ts';
import { type SlotSession, sessionKey } from './session.ts';
import { spinRound } from './spin.service.ts';
import { type Player, startSlot } from './test-kit.ts';

/**
 * Failures after the bet, against the real seamless API over HTTP: a wallet answer is lost
 * (before or after the wallet applied the call) or the wallet is down. The slot rolls the bet
 * back, or finds the win already applied and settles; nothing is ever applied twice.
 */

let t: Awaited<ReturnType<typeof startSlot>>;
let secret: string;
beforeAll(async () => {
  t = await startSlot();
  secret = (await vendorSecret(t.db, 'ARC')) ?? '';
});
afterEach(async () => {
  expect(await ledgerCheck(t.db)).toEqual([]);
});
afterAll(() => t.close());

/** A bet level of ARC-SLOT-1 (25 lines). */
const STAKE = 125;

type Fault = 'ok' | 'lost-before' | 'lost-after';

/** Slot dependencies whose wallet calls go through `fault(path, attempt)`: the call is lost before or after it lands. */
function depsWith(fault: (path: string, attempt: number) => Fault): SlotDeps {
  const attempts = new Map<string, number>();
  const flaky: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const attempt = (attempts.get(path) ?? 0) + 1;
    attempts.set(path, attempt);
    const what = fault(path, attempt);
    if (what === 'lost-before') throw new TypeError('fetch failed');
    const response = await fetch(input, init);
    if (what === 'lost-after') {
      await response.text();
      throw new TypeError('fetch failed');
    }
    return response;
  };
  const client = seamlessClient({
    baseUrl: t.server.baseUrl,
    vendor: 'ARC',
    secret,
    fetch: flaky,
    retries: 1,
    backoffMs: 1,
  });
  return { db: t.db, wallet: async () => client, sessionKey: async () => sessionKey(secret) };
}

const sessionFor = (member: Player): SlotSession => ({
  playerId: member.id,
  gameCode: 'ARC-SLOT-1',
  nickname: member.account,
  currency: 'PHP',
  language: 'EN',
  expiresAt: Math.floor(Date.now() / 1000) + 600,
});

const spinWith = async (deps: SlotDeps, member: Player) => {
  try {
    return { answer: await spinRound(deps, sessionFor(member), { requestId: t.requestId(), stake: STAKE }, 'EN') };
  } catch (error) {
    return { error: error as AppError };
  }
};

const lastRound = (member: Player) =>
  t.db.one<{ roundId: string; status: string; error: string | null; payout: string | null }>(
    `SELECT round_id AS "roundId", status, error, payout::text FROM slot_rounds WHERE player_id = $1 ORDER BY id DESC LIMIT 1`,
    [member.id],
  );
const betState = (roundId: string) =>
  t.db.one<{ state: string; payout: string }>(`SELECT state, payout::text FROM bet_records WHERE round_id = $1`, [
    roundId,
  ]);

describe('a failure after the bet', () => {
  it('rolls the bet back when the win never reaches the wallet', async () => {
    const member = await t.player(10_000);
    const { error } = await spinWith(
      depsWith((path) => (path.endsWith('/win') ? 'lost-before' : 'ok')),
      member,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error?.code).toBe('game-maintenance');
    const round = await lastRound(member);
    expect(round).toMatchObject({ status: 'rolled-back', error: 'wallet-unreachable' });
    expect(await betState(round?.roundId ?? '')).toEqual({ state: 'refunded', payout: '0' });
    expect(await t.balance(member)).toBe(10_000);
  });

  it('settles (once) when the win landed but its answers were lost', async () => {
    const member = await t.player(10_000);
    // The first win and its retry land but their answers are lost; the rollback then finds the bet settled.
    const deps = depsWith((path, attempt) => (path.endsWith('/win') && attempt <= 2 ? 'lost-after' : 'ok'));
    const { answer } = await spinWith(deps, member);
    expect(answer).toBeDefined();
    const round = await lastRound(member);
    expect(round?.status).toBe('settled');
    expect(answer?.round.win).toBe(Number(round?.payout));
    expect(await betState(round?.roundId ?? '')).toEqual({ state: 'settled', payout: String(answer?.round.win) });
    expect(await t.balance(member)).toBe(10_000 - STAKE + (answer?.round.win ?? 0));
    expect(answer?.balance).toBe(await t.balance(member));
  });

  it('refunds a bet whose answer was lost', async () => {
    const member = await t.player(10_000);
    const { error } = await spinWith(
      depsWith((path) => (path.endsWith('/bet') ? 'lost-after' : 'ok')),
      member,
    );
    expect(error?.code).toBe('game-maintenance');
    const round = await lastRound(member);
    expect(round?.status).toBe('rolled-back');
    expect(await betState(round?.roundId ?? '')).toEqual({ state: 'refunded', payout: '0' });
    expect(await t.balance(member)).toBe(10_000);
  });

  it('voids a bet that never reached the wallet: nothing moves', async () => {
    const member = await t.player(10_000);
    const { error } = await spinWith(
      depsWith((path) => (path.endsWith('/bet') ? 'lost-before' : 'ok')),
      member,
    );
    expect(error?.code).toBe('game-maintenance');
    const round = await lastRound(member);
    expect(round).toMatchObject({ status: 'rolled-back', error: 'bet-not-found' });
    expect(await betState(round?.roundId ?? '')).toBeUndefined();
    expect(await t.balance(member)).toBe(10_000);
  });

  it('leaves the round for the recovery sweep while the wallet is down, which then refunds it', async () => {
    const member = await t.player(10_000);
    const down = depsWith((path) => (path.endsWith('/bet') ? 'ok' : 'lost-before'));
    const { error } = await spinWith(down, member);
    expect(error?.code).toBe('game-maintenance');
    const round = await lastRound(member);
    expect(round?.status).toBe('rolling-back');
    expect(await t.balance(member)).toBe(10_000 - STAKE);

    expect(await recoverRounds(down, 0)).toMatchObject({ pending: 1 });
    const healthy = depsWith(() => 'ok');
    expect(await recoverRounds(healthy, 0)).toMatchObject({ 'rolled-back': 1, pending: 0 });
    expect((await lastRound(member))?.status).toBe('rolled-back');
    expect(await t.balance(member)).toBe(10_000);
    // A second sweep finds nothing, and a repeated rollback would not refund twice.
    expect(await recoverRounds(healthy, 0)).toEqual({ settled: 0, 'rolled-back': 0, pending: 0 });
  });
});
