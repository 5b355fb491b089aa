import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { codeStep, enrolStep } from '../modules/ops/test-kit.ts';
import { loadConfig } from '../platform/config.ts';
import type { Db } from '../platform/db/db.ts';
import { totpCode } from '../platform/totp.ts';
import { send } from '../test/requests.ts';
import { type ProcessStore, processStore } from '../test/server-process.ts';

/**
 * The first owner comes from the command line, on the configured database, in
 * production as anywhere: the command is run as its own process, as a person runs it.
 */
const serverRoot = path.resolve(import.meta.dirname, '../..');
let store: ProcessStore;
beforeAll(async () => {
  store = await processStore();
});
afterAll(() => store?.drop());

function command(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/create-owner.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, ...store.env, NODE_ENV: 'production', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run ops:create-owner', () => {
  it('creates an owner of every brand with a one-time enrolment, and refuses a name that exists', {
    timeout: 180_000,
  }, async () => {
    const first = await command('firstboss');
    expect(first.code, first.stderr).toBe(0);
    const token = /^ {2}([A-Za-z0-9_-]{43})$/m.exec(first.stdout)?.[1];
    expect(token, first.stdout).toBeTruthy();
    expect(first.stdout).toContain('POST /ops/enrolment');

    const again = await command('FirstBoss');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
    expect((await command('no spaces allowed')).code).toBe(2);

    let db: Db | undefined;
    let app: FastifyInstance | undefined;
    try {
      db = await store.open();
      const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '', LOG_LEVEL: 'silent', JOBS: 'false' });
      app = await buildApp({ config, db });
      await app.ready();
      const step = await enrolStep(app, token as string, 'the-first-owner-password');
      expect(step.status, JSON.stringify(step.body)).toBe(200);
      const session = await codeStep(app, step.body.value.ticket, totpCode(step.body.value.enrolment.secret));
      expect(session.status).toBe(200);
      const list = await send(app, {
        method: 'GET',
        url: '/ops/operators',
        headers: { authorization: `Bearer ${session.body.value.token}` },
      });
      expect(list.body.value.list).toEqual([
        expect.objectContaining({
          username: 'firstboss',
          state: 'active',
          grants: [{ role: 'owner', merchant: null }],
        }),
      ]);
      const created = await db.one<{ operatorId: number | null; detail: { via: string } }>(
        `SELECT operator_id AS "operatorId", detail FROM operator_audit WHERE action = 'operator.create'`,
      );
      expect(created).toEqual({ operatorId: null, detail: expect.objectContaining({ via: 'ops:create-owner' }) });
    } finally {
      await app?.close();
      await db?.close();
    }
  });
});
