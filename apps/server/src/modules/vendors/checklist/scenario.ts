import { ERROR_STATUS } from '@arcadia/contracts';
import type { Answer, ChecklistClient } from './client.ts';

/**
 * What a checklist scenario is given and how it reports. A scenario is a function of the context
 * that checks answers with `Checks`; a failed check is written down and the scenario goes on,
 * except `ok` on a step the rest depends on, which stops it. A scenario needing what the target
 * cannot give (a second player, launch tokens) is skipped, and says so.
 */

export interface LaunchTokens {
  /** A fresh launch token of the player for the checklist's vendor. */
  fresh(playerId: string): Promise<string>;
  /** A token of the player that has expired (unused); absent when the target cannot make one. */
  expired?(playerId: string): Promise<string>;
}

export interface StormSettings {
  /** Rounds per vendor and round shape. */
  rounds: number;
  /** Rounds in flight at once. */
  concurrency: number;
  duplicateRate: number;
  timeoutRate: number;
  seed: number;
}

export interface ChecklistContext {
  /** The checklist's vendor. */
  client: ChecklistClient;
  /** Every vendor the storm plays, by code (the checklist's vendor among them). */
  vendors: Readonly<Record<string, ChecklistClient>>;
  /** Funded players (member ids); the first plays most scenarios, the storm plays them all. */
  players: readonly string[];
  /** A game of the checklist's vendor. */
  gameCode: string;
  /** Games by vendor for the storm (house vendors have defaults, storm.ts). */
  games?: Readonly<Record<string, string>>;
  /** Prefix of every transaction and round id the run sends (ids are unique per run). */
  runId: string;
  launchTokens?: LaunchTokens;
  storm: StormSettings;
}

export type Need = 'two-players' | 'launch-tokens' | 'expired-tokens';

export interface Scenario {
  name: string;
  needs?: readonly Need[];
  run(context: ChecklistContext, t: Checks): Promise<void>;
}

export interface ScenarioResult {
  name: string;
  passed: boolean;
  skipped?: string;
  problems: string[];
  ms: number;
}

/** Thrown by a check the rest of a scenario depends on. */
class Stop extends Error {}

export const describeAnswer = (answer: Answer) =>
  `${answer.status} ${answer.code || '-'} ${answer.text.length > 240 ? `${answer.text.slice(0, 240)}…` : answer.text}`;

export class Checks {
  readonly problems: string[] = [];

  /** A failed expectation, written down. */
  fail(what: string) {
    this.problems.push(what);
  }

  equal(actual: unknown, expected: unknown, what: string) {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      this.fail(`${what}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    }
  }

  /** An answer that must be a success (200); its value, or the scenario stops. */
  ok<V>(answer: Answer<V>, what: string): V {
    if (answer.status === 200 && answer.envelope && answer.success && answer.value !== undefined) return answer.value;
    this.fail(`${what}: expected success, got ${describeAnswer(answer)}`);
    throw new Stop(what);
  }

  /** A refusal with this code, its contract status, and the error envelope. */
  refused(answer: Answer, code: keyof typeof ERROR_STATUS, what: string) {
    const status = ERROR_STATUS[code];
    if (answer.status !== status || !answer.envelope || answer.success || answer.code !== code) {
      this.fail(`${what}: expected ${status} ${code}, got ${describeAnswer(answer)}`);
    }
  }

  /** Any refusal of the caller's input: a 4xx with the error envelope and a code of the contract. */
  clientError(answer: Answer, what: string) {
    const known = answer.code in ERROR_STATUS;
    if (answer.status < 400 || answer.status > 499 || !answer.envelope || answer.success || !known) {
      this.fail(`${what}: expected a 4xx error envelope, got ${describeAnswer(answer)}`);
    }
  }
}

/** Runs one scenario: its problems (empty when it passed), or why it was skipped. */
export async function runScenario(context: ChecklistContext, scenario: Scenario): Promise<ScenarioResult> {
  const started = Date.now();
  const missing = (scenario.needs ?? []).find(
    (need) =>
      (need === 'two-players' && context.players.length < 2) ||
      (need === 'launch-tokens' && !context.launchTokens) ||
      (need === 'expired-tokens' && !context.launchTokens?.expired),
  );
  if (missing) return { name: scenario.name, passed: true, skipped: `needs ${missing}`, problems: [], ms: 0 };
  const t = new Checks();
  try {
    await scenario.run(context, t);
  } catch (error) {
    if (!(error instanceof Stop))
      t.fail(`stopped by ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  }
  return { name: scenario.name, passed: t.problems.length === 0, problems: t.problems, ms: Date.now() - started };
}

let sequence = 0;
/** A transaction or round id of this run: `<runId>-<what><n>`, within the contract's 64 characters. */
export const idOf = (context: Pick<ChecklistContext, 'runId'>, what: string) =>
  `${context.runId}-${what}${(sequence++).toString(36)}`;

/** A new run id: short, and different on every run against the same deployment. */
export const newRunId = () =>
  `ck${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;

/** The player's balance now, read over the API (the scenario stops when it cannot be read). */
export async function balanceNow(context: ChecklistContext, t: Checks, playerId: string, client = context.client) {
  return t.ok(await client.balance({ playerId }), `balance of ${playerId}`).balance;
}
