import { SYSTEM_STATUS } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember as insertMember, tokenFor } from '../../test/members.ts';
import { get, operator, send } from '../../test/requests.ts';
import { sealFor } from '../../test/seal.ts';
import { createMember, passwordLogin, solveCaptcha, visitor } from './test-kit.ts';

/**
 * The brute-force limits live in the shared kv, so two server processes on one
 * PostgreSQL enforce them together; what one process keeps in memory (sessions, brand
 * settings) the other's changes drop through the database's change notices. Embedded PGlite is one process: there the
 * test is skipped (it needs TEST_DATABASE_URL).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)(
  'two server processes on one PostgreSQL (skipped on PGlite: embedded mode is one process)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t?.close());

    it('locks an account after five failures spread over both processes; both then refuse it', async () => {
      const sibling = await t.spawnSibling();
      const apps = [t.app, sibling];
      const member = await createMember(t.db);
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const app = apps[i % 2] ?? t.app;
        const tab = visitor();
        // From the second attempt on the account needs a captcha, whichever process serves it.
        const captcha = i === 0 ? undefined : await solveCaptcha(app, tab);
        codes.push(
          (await passwordLogin(app, tab, { username: member.account, password: 'wrong-password', captcha })).body.code,
        );
      }
      expect(codes).toEqual([...Array(4).fill('invalid-credentials'), 'account-locked']);
      for (const app of apps) {
        const tab = visitor();
        const right = await passwordLogin(app, tab, {
          username: member.account,
          password: member.password,
          captcha: await solveCaptcha(app, tab),
        });
        expect(right.status).toBe(423);
      }
    });

    it('shares the captcha requirement, the single-use captcha and replay protection', async () => {
      const sibling = await t.spawnSibling();
      const member = await createMember(t.db);
      const tab = visitor();
      const login = (app: typeof sibling, password: string, captcha?: string) =>
        passwordLogin(app, tab, { username: member.account, password, captcha });
      await login(t.app, 'wrong-password');
      expect((await login(sibling, member.password)).body.code).toBe('captcha-required');

      const answer = await solveCaptcha(t.app, tab);
      expect((await login(sibling, 'wrong-again', answer)).body.code).toBe('invalid-credentials');
      expect((await login(t.app, member.password, answer)).body.code).toBe('captcha-check-failed');

      const body = await sealFor(t.app, { username: 'nobody', password: 'whatever1' });
      const headers = visitor().headers;
      expect((await send(t.app, { method: 'POST', url: '/wps/session/login', payload: body, headers })).status).toBe(
        401,
      );
      const replay = await send(sibling, { method: 'POST', url: '/wps/session/login', payload: body, headers });
      expect(replay.body.code).toBe('replayed-request');
    });

    it('ends a session in both processes at its logout, and shows a brand change in both', async () => {
      const sibling = await t.spawnSibling();
      const token = await tokenFor(t.db, await insertMember(t.db));
      const balance = (app: typeof sibling) =>
        get(app, '/wps/v2/wallets/balance', bearerHeader(token)).then((answer) => answer.status);
      // Both processes now keep the session.
      expect([await balance(t.app), await balance(sibling)]).toEqual([200, 200]);
      expect(
        (await send(t.app, { method: 'DELETE', url: '/wps/session/logout', headers: bearerHeader(token) })).status,
      ).toBe(200);
      expect(await balance(t.app)).toBe(401);
      await eventually(async () => (await balance(sibling)) === 401);

      const status = async (app: typeof sibling) => (await get(app, '/wps/system/status')).body.value.status;
      const open = await status(sibling);
      const change = await operator(t.app);
      expect((await change({ maintenance: { on: true, endTime: null } })).status).toBe(200);
      await eventually(async () => (await status(sibling)) === SYSTEM_STATUS.MAINTENANCE);
      expect((await change({ maintenance: { on: false, endTime: null } })).status).toBe(200);
      await eventually(async () => (await status(sibling)) === open);
    });

    it('counts one IP’s attempts across both processes', async () => {
      const sibling = await t.spawnSibling();
      const ip = visitor().ip;
      for (let i = 0; i < 30; i++) {
        await passwordLogin(i % 2 ? sibling : t.app, visitor(ip), { username: `nobody${i}`, password: 'whatever1' });
      }
      const member = await createMember(t.db);
      const over = await passwordLogin(sibling, visitor(ip), { username: member.account, password: member.password });
      expect(over.body.code).toBe('too-many-requests');
    });
  },
);

/** Waits (up to two seconds) for the other process to have heard a change notice. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the other process did not hear the change within two seconds');
}
