import { seededRandom } from '../../../platform/seeded-random.ts';
import { lossyFetch } from './lossy-fetch.ts';
import { SeamlessError, seamlessClient } from './seamless-client.ts';

/**
 * A vendor in a bad mood: storms of bets, wins and rollbacks over HTTP against the
 * seamless-wallet API, with duplicates, lost answers (retried with the same
 * transactionId), late rollbacks (after the win) and early ones (before the bet).
 * It checks every answer against the API's rules and reports what it saw; the
 * books are checked by the caller (simulator/check.ts).
 */

export interface StormOptions {
  baseUrl: string;
  vendor: string;
  secret: string;
  gameCode: string;
  playerIds: readonly string[];
  rounds: number;
  /** Rounds in flight at once (they hit the same players, so wallets see concurrent calls). */
  concurrency: number;
  duplicateRate?: number;
  /** Share of calls whose answer is lost (the client times out and retries). */
  timeoutRate?: number;
  /** Share of rounds that send a rollback after the round was settled. */
  lateRollbackRate?: number;
  /** Share of rounds whose rollback arrives before the bet. */
  earlyRollbackRate?: number;
  maxStake?: number;
  seed?: number;
  /** Prefix of transaction ids, so storms never collide. */
  runId?: string;
}

export interface StormReport {
  rounds: number;
  calls: number;
  duplicates: number;
  lostAnswers: number;
  /** Answer codes by call kind, e.g. { 'bet ok': 900, 'bet insufficient-balance': 3 }. */
  answers: Record<string, number>;
  /** Milliseconds per call kind, for percentiles. */
  latencies: Record<'bet' | 'win' | 'rollback', number[]>;
  /** Answers that broke a rule (should stay empty). */
  anomalies: string[];
}

type Kind = 'bet' | 'win' | 'rollback';

export async function runStorm(options: StormOptions): Promise<StormReport> {
  const random = seededRandom(options.seed ?? 1); // seeded, so a failing storm can be replayed
  const duplicateRate = options.duplicateRate ?? 0.1;
  const lateRollbackRate = options.lateRollbackRate ?? 0.05;
  const earlyRollbackRate = options.earlyRollbackRate ?? 0.02;
  const maxStake = options.maxStake ?? 500;
  const runId = options.runId ?? `s${Date.now().toString(36)}`;
  const report: StormReport = {
    rounds: 0,
    calls: 0,
    duplicates: 0,
    lostAnswers: 0,
    answers: {},
    latencies: { bet: [], win: [], rollback: [] },
    anomalies: [],
  };
  const client = seamlessClient({
    baseUrl: options.baseUrl,
    vendor: options.vendor,
    secret: options.secret,
    timeoutMs: 10_000,
    retries: 6,
    backoffMs: 2,
    fetch: lossyFetch(options.timeoutRate ?? 0.05, random, () => report.lostAnswers++),
  });

  /** One call (and maybe its duplicate): the answer's code, after checking the duplicate agrees. */
  async function call<B>(kind: Kind, body: B, send: (body: B) => Promise<unknown>): Promise<string> {
    const once = async () => {
      const started = performance.now();
      report.calls++;
      try {
        const value = await send(body);
        report.latencies[kind].push(performance.now() - started);
        return { code: 'ok', value: JSON.stringify(value) };
      } catch (error) {
        if (!(error instanceof SeamlessError)) throw error;
        return { code: error.code, value: '' };
      }
    };
    const duplicate = random() < duplicateRate;
    const [first, second] = duplicate ? await Promise.all([once(), once()]) : [await once(), undefined];
    if (second) {
      report.duplicates++;
      // A duplicate racing a refused call may be evaluated after the refusal; both must still be rule answers.
      // (A bet refused for the balance may be accepted a moment later, when a win came in between.)
      const codes = new Set([first.code, second.code]);
      const balanceMoved = codes.has('ok') && codes.has('insufficient-balance');
      if (first.value !== second.value && !balanceMoved) {
        report.anomalies.push(
          `${kind} duplicate answered differently: ${first.code} ${first.value} / ${second.code} ${second.value}`,
        );
      }
    }
    const code = first.code === 'ok' || !second ? first.code : second.code;
    report.answers[`${kind} ${code}`] = (report.answers[`${kind} ${code}`] ?? 0) + 1;
    return code;
  }

  const expect = (what: string, code: string, allowed: string[]) => {
    if (!allowed.includes(code)) report.anomalies.push(`${what}: ${code} (expected ${allowed.join(' or ')})`);
  };

  async function round(n: number) {
    const playerId = options.playerIds[Math.floor(random() * options.playerIds.length)] as string;
    const roundId = `${runId}-r${n}`;
    const betId = `${runId}-b${n}`;
    const stake = 1 + Math.floor(random() * maxStake);
    const bet = { playerId, transactionId: betId, roundId, gameCode: options.gameCode, amount: stake };
    const rollback = { playerId, transactionId: `${runId}-x${n}`, betTransactionId: betId, roundId };
    if (random() < earlyRollbackRate) {
      expect('early rollback', await call('rollback', rollback, client.rollback), ['bet-not-found']);
      expect('bet after its rollback', await call('bet', bet, client.bet), ['bet-already-settled']);
      return;
    }
    const placed = await call('bet', bet, client.bet);
    if (placed === 'insufficient-balance') return;
    if (placed !== 'ok') {
      // The vendor could not learn the bet's fate: it rolls the round back (refund or void).
      expect('bet', placed, ['game-maintenance']);
      expect('rollback of a lost bet', await call('rollback', rollback, client.rollback), ['ok', 'bet-not-found']);
      return;
    }
    if (random() < lateRollbackRate) {
      expect('rollback of an open bet', await call('rollback', rollback, client.rollback), ['ok']);
      const late = { playerId, transactionId: `${runId}-w${n}`, betTransactionId: betId, roundId, amount: stake };
      expect('win after rollback', await call('win', late, client.win), ['bet-already-settled']);
      return;
    }
    const payout = random() < 0.5 ? 0 : Math.floor(stake * random() * 3);
    const win = { playerId, transactionId: `${runId}-w${n}`, betTransactionId: betId, roundId, amount: payout };
    expect('win', await call('win', win, client.win), ['ok']);
    if (random() < lateRollbackRate) {
      expect('late rollback', await call('rollback', rollback, client.rollback), ['bet-already-settled']);
    }
  }

  let next = 0;
  const worker = async () => {
    while (next < options.rounds) {
      const n = next++;
      await round(n);
      report.rounds++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return report;
}

/** The p-th percentile (0–100) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
