import { type Answer, type ChecklistClient, checklistClient, lossyFetch, NoAnswer, seeded } from './client.ts';
import { balanceNow, type ChecklistContext, idOf, type Scenario } from './scenario.ts';

/**
 * The storm: rounds of every vendor the context plays, each in its game's shape (a slot spin's bet
 * and win; a crash bet and its cash-out later; a mines board opened cell by cell; lottery tickets
 * staked together and settled after the draw, the last win closing the round; a baccarat hand's
 * bet and win), with duplicated calls and lost answers. The caller follows the rules: a bet
 * without an answer is rolled back, a win or rollback without one is sent again, the same body,
 * until answered. At the end every player's balance must be its start plus what the rounds the
 * caller saw settled won or lost.
 */

export type RoundShape = 'spin' | 'crash' | 'mines' | 'tickets' | 'hand';

/** The house vendor's games, one per round shape it plays (apps/house-vendor). */
export const HOUSE_GAMES: Readonly<Record<string, readonly { shape: RoundShape; game: string }[]>> = {
  ARC: [
    { shape: 'spin', game: 'ARC-golden-dragon' },
    { shape: 'crash', game: 'ARC-crash' },
    { shape: 'mines', game: 'ARC-mines' },
  ],
  ARCE: [{ shape: 'tickets', game: 'ARCE-k3' }],
  ARCV: [{ shape: 'tickets', game: 'ARCV-VN-1' }],
  ARCL: [{ shape: 'hand', game: 'ARCL-BAC-1' }],
  ARCP: [{ shape: 'hand', game: 'ARCP-BAC-1' }],
};

export interface StormReport {
  rounds: number;
  calls: number;
  duplicates: number;
  lostAnswers: number;
  /** Answers by call and code, e.g. { 'bet ok': 900, 'rollback bet-not-found': 3 }. */
  answers: Record<string, number>;
  /** Rounds by vendor and shape. */
  plans: Record<string, number>;
  anomalies: string[];
  /** What each player's balance should have moved by. */
  moved: Record<string, number>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sameAnswer = (a: Answer, b: Answer) =>
  a.status === b.status && a.code === b.code && JSON.stringify(a.value) === JSON.stringify(b.value);

export async function runStorm(c: ChecklistContext): Promise<StormReport> {
  const { rounds, concurrency, duplicateRate, timeoutRate, seed } = c.storm;
  const random = seeded(seed);
  const report: StormReport = {
    rounds: 0,
    calls: 0,
    duplicates: 0,
    lostAnswers: 0,
    answers: {},
    plans: {},
    anomalies: [],
    moved: Object.fromEntries(c.players.map((player) => [player, 0])),
  };
  const lossy = lossyFetch(timeoutRate, random, () => report.lostAnswers++);
  const plans = Object.entries(c.vendors).flatMap(([vendor, client]) => {
    const stormy = checklistClient({ ...client.target, fetch: lossy });
    const games = HOUSE_GAMES[vendor] ?? [{ shape: 'spin' as const, game: c.games?.[vendor] ?? c.gameCode }];
    return games.map((game) => ({ vendor, client: stormy, ...game }));
  });
  const count = (what: string) => {
    report.answers[what] = (report.answers[what] ?? 0) + 1;
  };
  const expect = (what: string, code: string, allowed: readonly string[]) => {
    if (!allowed.includes(code)) report.anomalies.push(`${what}: ${code} (expected ${allowed.join(' or ')})`);
  };

  /** One delivery of a call, maybe duplicated: its answer, or null when every copy's answer was lost. */
  async function once(kind: string, send: () => Promise<Answer>): Promise<Answer | null> {
    const attempt = () => {
      report.calls++;
      return send().then(
        (answer) => {
          // A 5xx is no answer to a vendor (it sends again or rolls back), and a fault in the checklist.
          if (answer.status < 500) return answer;
          report.anomalies.push(`${kind} answered ${answer.status} ${answer.code}`);
          return null;
        },
        (error: unknown) => {
          if (error instanceof NoAnswer) return null;
          throw error;
        },
      );
    };
    if (random() >= duplicateRate) return attempt();
    report.duplicates++;
    const [first, second] = await Promise.all([attempt(), attempt()]);
    // Two copies racing a refusal may be judged apart (a bet refused for the balance, then placed after a win).
    const raced = first && second && new Set([first.code, second.code]).has('insufficient-balance');
    if (first && second && !sameAnswer(first, second) && !raced) {
      report.anomalies.push(
        `${kind} duplicate answered ${first.status} ${first.code} / ${second.status} ${second.code}`,
      );
    }
    return first?.success ? first : (second ?? first);
  }

  /** A win or rollback: sent until answered, the same body each time. */
  async function settle(kind: 'win' | 'rollback', send: () => Promise<Answer>): Promise<Answer> {
    for (let attempt = 1; attempt <= 30; attempt++) {
      const answer = await once(kind, send);
      if (answer) {
        count(`${kind} ${answer.success ? 'ok' : answer.code}`);
        return answer;
      }
      await pause(Math.min(50, 2 ** attempt));
    }
    throw new Error(`${kind} never answered`);
  }

  type Staked = { body: { playerId: string; transactionId: string; roundId: string }; stake: number };
  /** A bet: placed, refused (nothing owed), or unanswered and rolled back (nothing owed either way). */
  async function stake(
    client: ChecklistClient,
    bet: Staked['body'] & { gameCode: string; amount: number },
    alone: boolean,
  ) {
    const answer = await once('bet', () => client.bet(bet));
    if (answer?.success) {
      count('bet ok');
      return { body: bet, stake: bet.amount };
    }
    if (answer) {
      count(`bet ${answer.code}`);
      expect(`bet ${bet.transactionId}`, answer.code, ['insufficient-balance']);
      return undefined;
    }
    count('bet lost');
    const refund = { ...refundOf(bet), ...(alone ? { roundClosed: true } : {}) };
    const rolled = await settle('rollback', () => client.rollback(refund));
    expect(`rollback of the lost bet ${bet.transactionId}`, rolled.success ? 'ok' : rolled.code, [
      'ok',
      'bet-not-found',
    ]);
    return undefined;
  }
  const refundOf = (bet: Staked['body']) => ({
    playerId: bet.playerId,
    transactionId: idOf(c, 'x'),
    betTransactionId: bet.transactionId,
    roundId: bet.roundId,
  });

  /** Settles placed bets in turn (the last closing the round): a win each, or a refund each when the game could not finish. */
  async function finish(
    client: ChecklistClient,
    placed: readonly Staked[],
    payouts: readonly number[],
    refund: boolean,
  ) {
    for (const [n, bet] of placed.entries()) {
      const last = n === placed.length - 1 ? { roundClosed: true } : {};
      if (refund) {
        const rollback = { ...refundOf(bet.body), ...last };
        const answer = await settle('rollback', () => client.rollback(rollback));
        expect(`rollback ${bet.body.transactionId}`, answer.success ? 'ok' : answer.code, ['ok']);
        continue;
      }
      const payout = payouts[n] ?? 0;
      const win = { ...refundOf(bet.body), transactionId: idOf(c, 'w'), amount: payout, ...last };
      const answer = await settle('win', () => client.win(win));
      expect(`win ${win.transactionId}`, answer.success ? 'ok' : answer.code, ['ok']);
      if (answer.success) report.moved[bet.body.playerId] = (report.moved[bet.body.playerId] ?? 0) + payout - bet.stake;
    }
  }

  async function round(plan: (typeof plans)[number]) {
    const playerId = c.players[Math.floor(random() * c.players.length)] as string;
    const roundId = idOf(c, 'r');
    const tickets = plan.shape === 'tickets' ? 2 + Math.floor(random() * 3) : 1;
    const placed: Staked[] = [];
    for (let n = 0; n < tickets; n++) {
      const amount = 1 + Math.floor(random() * 500);
      const bet = { playerId, transactionId: idOf(c, 'b'), roundId, gameCode: plan.game, amount };
      const staked = await stake(plan.client, bet, tickets === 1);
      if (staked) placed.push(staked);
    }
    if (placed.length === 0) return;
    // Crash cashes out later, mines opens cells, a draw comes after its tickets: other rounds go on meanwhile.
    if (plan.shape === 'crash' || plan.shape === 'tickets') await pause(random() * 30);
    if (plan.shape === 'mines') for (let cell = Math.floor(random() * 4); cell > 0; cell--) await pause(random() * 5);
    const payouts = placed.map((bet) => (random() < 0.5 ? 0 : Math.floor(bet.stake * random() * 3)));
    await finish(plan.client, placed, payouts, random() < 0.03);
    if (plan.shape === 'tickets' && random() < 0.25) {
      const late = { playerId, transactionId: idOf(c, 'b'), roundId, gameCode: plan.game, amount: 1 };
      let answer: Answer | null = null;
      for (let attempt = 0; !answer && attempt < 30; attempt++) answer = await once('bet', () => plan.client.bet(late));
      count(`late ticket ${answer?.code ?? 'lost'}`);
      expect(`late ticket ${late.transactionId}`, answer?.code ?? 'lost', ['round-closed']);
    }
  }

  const jobs = plans.flatMap((plan) => Array.from({ length: rounds }, () => plan));
  for (let i = jobs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j] as (typeof jobs)[number], jobs[i] as (typeof jobs)[number]];
  }
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const plan = jobs[next++] as (typeof jobs)[number];
      await round(plan);
      report.rounds++;
      report.plans[`${plan.vendor} ${plan.shape}`] = (report.plans[`${plan.vendor} ${plan.shape}`] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

/** The storm as a checklist scenario: no anomaly, and every balance where the settled rounds put it. */
export const storm: Scenario = {
  name: 'storm: every vendor and round shape, 10 % duplicates, 5 % lost answers; balances = start + settled rounds',
  async run(c, t) {
    const start = new Map<string, number>();
    for (const player of c.players) start.set(player, await balanceNow(c, t, player));
    const report = await runStorm(c);
    lastStorm = report;
    for (const anomaly of report.anomalies.slice(0, 20)) t.fail(anomaly);
    for (const player of c.players) {
      const want = (start.get(player) ?? 0) + (report.moved[player] ?? 0);
      t.equal(await balanceNow(c, t, player), want, `balance of ${player} after the storm`);
    }
  },
};

/** The last storm's report (for a caller that checks its own books too, or prints it). */
export let lastStorm: StormReport | undefined;
