import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../platform/signature.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { ledgerCheck } from '../wallet/ledger.service.ts';
import { launchTokensRepo } from './launch-tokens.repo.ts';
import { vendorSecret } from './secrets.ts';
import type { SeamlessError } from './simulator/seamless-client.ts';
import { bettor, startWallet, type WalletServer } from './test-kit.ts';

/** The seamless-wallet API's door: signatures, launch tokens, players and wallets, over real HTTP. */

let wallet: WalletServer;
beforeAll(async () => {
  wallet = await startWallet();
});
afterAll(async () => {
  expect(await ledgerCheck(wallet.db)).toEqual([]);
  await wallet.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: SeamlessError) => error,
  );

async function raw(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${wallet.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as { code: string } };
}

describe('signature', () => {
  it('refuses a missing, wrong, stale or unknown-vendor signature with bad-signature', async () => {
    const member = await bettor(wallet.db, 0);
    const body = JSON.stringify({ playerId: member.id });
    const secret = (await vendorSecret(wallet.db, 'ARC')) as string;
    const stale = signBody(secret, body, Date.now() - 6 * 60_000);
    const cases = [
      { 'x-vendor': 'ARC' },
      { 'x-vendor': 'ARC', ...signBody('wrong-secret-wrong-secret-wrong-secret', body) },
      { 'x-vendor': 'ARC', ...stale },
      { 'x-vendor': 'NOPE', ...signBody(secret, body) },
      { 'x-vendor': 'ARCL', ...signBody(secret, body) },
    ];
    for (const headers of cases) {
      expect(await raw('/seamless/v1/balance', body, headers)).toMatchObject({
        status: 401,
        body: { code: 'bad-signature' },
      });
    }
    // The signature covers the exact bytes: the same content re-serialised is another body.
    const signed = signBody(secret, body);
    const spaced = JSON.stringify({ playerId: member.id }, null, 1);
    expect((await raw('/seamless/v1/balance', spaced, { 'x-vendor': 'ARC', ...signed })).status).toBe(401);
    expect((await raw('/seamless/v1/balance', body, { 'x-vendor': 'ARC', ...signed })).status).toBe(200);
  });

  it('checks the signature before the shape: an unsigned bad body is bad-signature, a signed one validation-failed', async () => {
    const body = '{"playerId": 12}';
    expect((await raw('/seamless/v1/balance', body, { 'x-vendor': 'ARC' })).body.code).toBe('bad-signature');
    const secret = (await vendorSecret(wallet.db, 'ARC')) as string;
    const signed = await raw('/seamless/v1/balance', body, { 'x-vendor': 'ARC', ...signBody(secret, body) });
    expect(signed).toMatchObject({ status: 400, body: { code: 'validation-failed' } });
  });
});

describe('authenticate', () => {
  async function tokenFor(member: { id: string; merchantId: number }, vendor = 'ARC', ttlGone = false) {
    const token = newToken();
    await launchTokensRepo(wallet.db).create(hashToken(token), {
      merchantId: member.merchantId,
      memberId: member.id,
      vendorCode: vendor,
      gameCode: 'ARC-golden-dragon',
      language: 'VI',
    });
    if (ttlGone) {
      await wallet.db.query(`UPDATE launch_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
        hashToken(token),
      ]);
    }
    return token;
  }

  it('exchanges a launch token once for the player, game, language and balance', async () => {
    const member = await bettor(wallet.db, 12_345);
    const client = await wallet.client('ARC');
    const token = await tokenFor(member);
    expect(await client.authenticate({ launchToken: token })).toEqual({
      playerId: member.id,
      currency: 'PHP',
      balance: 12_345,
      nickname: member.account,
      gameCode: 'ARC-golden-dragon',
      language: 'VI',
    });
    expect(await failure(client.authenticate({ launchToken: token }))).toMatchObject({
      code: 'invalid-launch-token',
      status: 401,
    });
  });

  it('refuses an expired token, another vendor’s token and a made-up one', async () => {
    const member = await bettor(wallet.db, 0);
    const client = await wallet.client('ARC');
    const expired = await tokenFor(member, 'ARC', true);
    const forLive = await tokenFor(member, 'ARCL');
    for (const launchToken of [expired, forLive, newToken()]) {
      expect(await failure(client.authenticate({ launchToken }))).toMatchObject({ code: 'invalid-launch-token' });
    }
    // The live table's token still works for the live vendor: the slot's attempt did not spend it.
    expect((await (await wallet.client('ARCL')).authenticate({ launchToken: forLive })).playerId).toBe(member.id);
  });
});

describe('balance and players', () => {
  it('answers unknown-player for a player id that is not a member', async () => {
    const client = await wallet.client();
    for (const playerId of ['999999999', 'abc']) {
      expect(await failure(client.balance({ playerId }))).toMatchObject({ code: 'unknown-player', status: 404 });
    }
  });

  it('plays from the main wallet on every brand, multi-wallet or single (issue 36)', async () => {
    const demo = await bettor(wallet.db, 500, { vendor: 'ARC' });
    const beta = await bettor(wallet.db, 700, { merchant: 'beta' });
    const client = await wallet.client('ARC');
    expect((await client.balance({ playerId: demo.id })).balance).toBe(500);
    expect((await (await wallet.client('ARCL')).balance({ playerId: demo.id })).balance).toBe(500);
    expect((await client.balance({ playerId: beta.id })).balance).toBe(700);
    expect((await (await wallet.client('ARCL')).balance({ playerId: beta.id })).balance).toBe(700);
  });
});
