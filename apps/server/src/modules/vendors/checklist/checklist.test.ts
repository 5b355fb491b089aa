import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../../platform/tokens.ts';
import { buildTestApp, listening, type TestApp } from '../../../test/harness.ts';
import type { TestMember } from '../../../test/members.ts';
import { ledgerCheck } from '../../wallet/ledger.service.ts';
import { launchTokensRepo } from '../launch-tokens.repo.ts';
import { HOUSE_VENDORS, vendorSecret } from '../secrets.ts';
import { stormProblems } from '../simulator/check.ts';
import { bettor, playAccount } from '../test-kit.ts';
import { checklistClient } from './client.ts';
import { type ChecklistContext, newRunId, runScenario } from './scenario.ts';
import { SCENARIOS } from './scenarios.ts';
import { lastStorm } from './storm.ts';

/**
 * The aggregator checklist (checklist/*.ts) against a test platform listening on a loopback port:
 * every scenario over real HTTP, then the books from the database's side: each player's wallet
 * equal to its funding plus its settled bet records, no bet left open, every vendor transaction
 * moved once, and the ledger's own check.
 */

const FUNDS = 1_000_000;
let test: TestApp;
let context: ChecklistContext;
let members: TestMember[];

beforeAll(async () => {
  test = await buildTestApp();
  const url = await listening(test.app);
  // Every house vendor signs with a secret the deployment holds (the test template may lack some).
  for (const code of HOUSE_VENDORS) {
    await test.db.query('INSERT INTO vendor_secrets (vendor_code, secret) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      code,
      randomBytes(24).toString('hex'),
    ]);
  }
  const vendors = Object.fromEntries(
    await Promise.all(
      HOUSE_VENDORS.map(async (vendor) => {
        const secret = (await vendorSecret(test.db, vendor)) as string;
        return [vendor, checklistClient({ url, vendor, secret })] as const;
      }),
    ),
  );
  members = await Promise.all([
    bettor(test.db, FUNDS),
    bettor(test.db, FUNDS, { merchant: 'beta' }),
    bettor(test.db, FUNDS),
    bettor(test.db, FUNDS, { merchant: 'beta' }),
  ]);
  const token = async (playerId: string, expired: boolean) => {
    const member = members.find((m) => m.id === playerId) as TestMember;
    const launchToken = newToken();
    await launchTokensRepo(test.db).create(hashToken(launchToken), {
      merchantId: member.merchantId,
      memberId: member.id,
      vendorCode: 'ARC',
      gameCode: 'ARC-golden-dragon',
      language: 'EN',
    });
    if (expired) {
      await test.db.query(`UPDATE launch_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
        hashToken(launchToken),
      ]);
    }
    return launchToken;
  };
  context = {
    client: vendors.ARC as ChecklistContext['client'],
    vendors,
    players: members.map((member) => member.id),
    gameCode: 'ARC-golden-dragon',
    runId: newRunId(),
    launchTokens: { fresh: (player) => token(player, false), expired: (player) => token(player, true) },
    storm: { rounds: 24, concurrency: 8, duplicateRate: 0.1, timeoutRate: 0.05, seed: 20_260_601 },
  };
});

afterAll(async () => {
  await test?.close();
});

describe('aggregator checklist over HTTP', () => {
  for (const scenario of SCENARIOS) {
    it(scenario.name, async () => {
      const result = await runScenario(context, scenario);
      expect(result.skipped).toBeUndefined();
      expect(result.problems).toEqual([]);
    }, 60_000);
  }

  it('had its weather: every vendor and shape played, duplicates, lost answers, closed rounds', () => {
    const report = lastStorm;
    expect(report).toBeDefined();
    if (!report) return;
    expect(Object.keys(report.plans).sort()).toEqual(
      ['ARC crash', 'ARC mines', 'ARC spin', 'ARCE tickets', 'ARCL hand', 'ARCP hand', 'ARCV tickets'].sort(),
    );
    expect(report.duplicates).toBeGreaterThan(10);
    expect(report.lostAnswers).toBeGreaterThan(5);
    expect(report.answers['bet lost'] ?? 0).toBeGreaterThan(0);
    expect(report.answers['late ticket round-closed'] ?? 0).toBeGreaterThan(0);
  });

  it('leaves the books as the records say: balance = funds + settled bets, none open, each call moved once', async () => {
    for (const member of members) {
      const account = await playAccount(test.db, member);
      const row = await test.db.one<{ balance: string; settled: string; open: string }>(
        `SELECT a.balance::text AS balance,
                (SELECT COALESCE(SUM(b.payout - b.stake), 0) FROM bet_records b
                  WHERE b.account_id = a.id AND b.state = 'settled')::text AS settled,
                (SELECT count(*) FROM bet_records b WHERE b.account_id = a.id AND b.state <> 'settled'
                    AND b.state <> 'refunded')::text AS open
           FROM ledger_accounts a WHERE a.id = $1`,
        [account],
      );
      expect({ balance: Number(row?.balance), open: Number(row?.open) }).toEqual({
        balance: FUNDS + Number(row?.settled),
        open: 0,
      });
    }
    for (const vendor of HOUSE_VENDORS) expect(await stormProblems(test.db, vendor, [])).toEqual([]);
    expect(await ledgerCheck(test.db)).toEqual([]);
  });
});
