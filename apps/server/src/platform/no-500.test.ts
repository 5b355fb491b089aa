import { randomBytes } from 'node:crypto';
import * as contracts from '@arcadia/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorSecret } from '../modules/vendors/secrets.ts';
import { carriesRefused, type EndpointInput, inputFor, REFUSED, urlOf, withRefused } from '../test/fuzz-inputs.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { createMember, tokenFor } from '../test/members.ts';
import { createOperator, operatorSession, type TestOperator } from '../test/operators.ts';
import { demoHeaders } from '../test/requests.ts';
import { sealFor } from '../test/seal.ts';
import { signBody } from './signature.ts';

/**
 * Whatever a client sends, the answer is the envelope below 500; and any input
 * carrying a string PostgreSQL refuses (NUL, a lone surrogate) answers 400
 * bad-request. Inputs come from each endpoint's own schemas, over every endpoint
 * the contract declares, as a visitor, as a logged-in member and as an operator.
 */
let t: TestApp;
let member: Awaited<ReturnType<typeof createMember>>;
let operator: TestOperator;
beforeAll(async () => {
  t = await buildTestApp();
  member = await createMember(t.db, { mobile: '9170000500', email: 'fuzz@example.com' });
  operator = await createOperator(t.db);
});
/** FUZZ_STATS=1 prints how often each role met each status and code: how deep the junk reaches. */
const stats = new Map<string, number>();

/**
 * Known keys per field name, so some inputs reach real rows. Brand changes go to
 * beta only (the calls are demo's): a brand put in maintenance answers 503 on purpose.
 */
const hints = (): Record<string, readonly string[]> => ({
  code: ['beta'],
  merchant: ['demo'],
  merchantCode: ['demo'],
  account: [member.account, 'demo', 'agent1'],
  username: [member.account, 'demo'],
  password: [member.password],
  playerId: [member.id],
  vendor: ['ARC', 'ARCL', 'ARCV', 'PG'],
  vendorCode: ['ARC', 'ARCL', 'PG'],
  vassalage: ['ARC', 'ARCV', 'PG'],
  mobileNum: ['9170000500', '9171234567'],
  countryCode: ['63'],
  email: ['fuzz@example.com'],
  target: ['fuzz@example.com', '9170000501'],
  affiliateCode: ['AGENT1'],
  domain: ['localhost'],
  url: ['http://localhost:8080/'],
});
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    const lines = [...stats].sort((a, b) => b[1] - a[1]).map(([key, count]) => `${count} ${key}`);
    console.log(lines.join('\n'));
  }
  await t.close();
});

// The platform's endpoints: not those a game provider serves (the house vendor's, the provider protocol).
const endpoints = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is contracts.EndpointDef =>
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'method' in value &&
    'value' in value &&
    (value as contracts.EndpointDef).servedBy !== 'provider',
);

type Role = 'visitor' | 'member' | 'operator';
const ROLES: Role[] = ['visitor', 'member', 'operator'];

/** The headers of a live session per role, renewed when a call ended it (logout, password change). */
const sessions: Partial<Record<Role, Record<string, string>>> = {};

async function sessionHeaders(role: Role): Promise<Record<string, string>> {
  if (role === 'visitor') return {};
  const known = sessions[role];
  if (known) return known;
  // Operator calls are fired at the fuzz member's account (and at operators) too, and one may have
  // disabled it (ending its session); it is let back in so its calls go on being tried.
  if (role === 'member') await t.db.query('UPDATE members SET disabled_at = NULL WHERE id = $1', [member.id]);
  else await t.db.query('UPDATE operators SET disabled_at = NULL WHERE id = $1', [operator.id]);
  const fresh =
    role === 'member' ? { authorization: `Bearer ${await tokenFor(t.db, member)}` } : await operatorHeaders(operator);
  sessions[role] = fresh;
  return fresh;
}

/**
 * Whatever headers an operator's calls carry, read off one real call made through
 * the operator test kit, so the fuzz follows however operators log in.
 */
async function operatorHeaders(who: TestOperator): Promise<Record<string, string>> {
  let seen: InjectOptions['headers'] = {};
  const spy = new Proxy(t.app, {
    get(target, property) {
      if (property !== 'inject') return Reflect.get(target, property);
      return (options: InjectOptions) => {
        seen = options.headers;
        return target.inject(options);
      };
    },
  }) as FastifyInstance;
  const call = await operatorSession(spy, who);
  await call('GET', '/ops/deposits');
  const { host: _host, 'content-type': _type, ...rest } = (seen ?? {}) as Record<string, string>;
  return rest;
}

let ipSeq = 0;
const freshIp = () => {
  ipSeq += 1;
  return `10.77.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sends the input as the browser would: JSON, form-encoded, or sealed, per the contract. */
async function fire(def: contracts.EndpointDef, input: EndpointInput, role: Role) {
  const headers: Record<string, string> = {
    ...demoHeaders,
    'x-forwarded-for': freshIp(),
    'x-client-id': randomBytes(8).toString('hex'),
    ...(await sessionHeaders(role)),
  };
  const options: InjectOptions = { method: def.method, url: urlOf(def, input), headers };
  if (vendorSigned(def, role)) {
    // The seamless API answers only a signed vendor; the other callers sign as the house vendor.
    const raw = input.body === undefined ? '' : JSON.stringify(input.body);
    Object.assign(headers, { 'content-type': 'application/json', 'x-vendor': 'ARC' });
    Object.assign(headers, signBody((await vendorSecret(t.db, 'ARC')) ?? '', raw));
    options.payload = raw;
  } else if (input.body !== undefined && def.method !== 'GET') {
    if (def.encrypted) {
      options.payload = await sealFor(t.app, input.body);
    } else if (def.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const entries: [string, unknown][] = isObject(input.body) ? Object.entries(input.body) : [['value', input.body]];
      options.payload = new URLSearchParams(
        entries.map(([key, value]): [string, string] => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ).toString();
    } else {
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(input.body);
    }
  }
  const response = await t.app.inject(options);
  if (response.statusCode === 401 && role !== 'visitor') delete sessions[role];
  return response;
}

const isSeamless = (def: contracts.EndpointDef) => def.path.startsWith('/seamless/');
const vendorSigned = (def: contracts.EndpointDef, role: Role) => isSeamless(def) && role !== 'visitor';

/** A deliberate, documented 503: a third-party vendor with no adapter in this deployment. */
const UNAVAILABLE_ON_PURPOSE = new Set(['game-maintenance']);

async function check(def: contracts.EndpointDef, input: EndpointInput, role: Role) {
  const response = await fire(def, input, role);
  if (process.env.FUZZ_STATS) {
    const key = `${role} ${response.statusCode} ${response.json().code}`;
    stats.set(key, (stats.get(key) ?? 0) + 1);
  }
  const where = `${role} ${def.method} ${urlOf(def, input)} ${JSON.stringify(input.body)}`.slice(0, 400);
  const body = response.json();
  expect(body, where).toHaveProperty('success');
  if (isSeamless(def) && !vendorSigned(def, role)) {
    // The signature comes before anything else there: an unsigned caller learns nothing about shapes.
    expect([response.statusCode, body.code], where).toEqual([401, 'bad-signature']);
  } else if (carriesRefused(input)) {
    expect([response.statusCode, body.code], where).toEqual([400, 'bad-request']);
  } else if (response.statusCode >= 500) {
    expect(UNAVAILABLE_ON_PURPOSE.has(body.code) ? 'unavailable' : body, where).toBe('unavailable');
  }
}

describe('no input makes a 500', () => {
  it('covers the endpoints of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(90);
  });

  it('answers the issue example, a NUL affiliate code, with bad-request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?affiliateCode=%00',
      headers: { ...demoHeaders, 'x-lang': 'CN' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'bad-request', message: '请求无效。' });
  });

  it('turns away a refused string in every place of every endpoint, for every caller', async () => {
    let pick = 0;
    for (const def of endpoints) {
      const [sample] = fc.sample(inputFor(def, false, hints()), { numRuns: 1, seed: pick });
      for (const role of ROLES) {
        pick += 1;
        await check(def, withRefused(def, sample as EndpointInput, pick), role);
      }
    }
  }, 60_000);

  it('answers junk built from each endpoint’s schemas with an envelope below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .tuple(fc.constantFrom(...endpoints), fc.boolean())
          .chain(([def, refused]) => fc.tuple(fc.constant(def), inputFor(def, refused, hints()))),
        fc.constantFrom(...ROLES),
        async ([def, input], role) => check(def, input, role),
      ),
      { numRuns: 2000 },
    );
  }, 180_000);

  it('answers an id past its column’s range with bad-request, and a year-0 date the same', async () => {
    const rename = endpoints.find((def) => def.method === 'PATCH' && def.path === '/ops/promotion-categories/:id');
    const audit = endpoints.find((def) => def.method === 'GET' && def.path === '/ops/audit');
    if (!rename || !audit) throw new Error('the contract lost an endpoint this test names');
    // The fuzz before may have ended the sessions it kept (a logout answers 200): fresh ones here.
    for (const role of ROLES) delete sessions[role];
    const tooLarge = await fire(rename, { params: { id: '9171234567' }, query: {}, body: {} }, 'operator');
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([400, 'bad-request']);
    const yearZero = await fire(audit, { params: {}, query: { to: '0000-01-01' }, body: undefined }, 'operator');
    expect(yearZero.statusCode).toBeLessThan(500);
  });

  it('reads a reversed surrogate pair inside a sealed body as refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...demoHeaders, 'x-forwarded-for': freshIp() },
      payload: await sealFor(t.app, { type: 'username', username: REFUSED.reversed, password: 'x' }),
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'bad-request']);
  });
});
