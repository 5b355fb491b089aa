import * as contracts from '@arcadia/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';

/**
 * Whatever a client sends — junk query values, junk bodies, odd headers — the
 * answer is the envelope with a 4xx, never a 500. Runs over every endpoint the
 * contract declares.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const endpoints = Object.values(contracts as Record<string, unknown>).filter(
  (value): value is contracts.EndpointDef =>
    typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'value' in value,
);

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '-1', '0', '1e309', 'null', '[]', '{}', '%00', '../../etc/passwd', "' OR 1=1 --", '💥'),
);

describe('no input makes a 500', () => {
  it('covers the endpoints of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(10);
  });

  it('answers junk query strings and bodies with an envelope below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.dictionary(
          fc.constantFrom('url', 'domain', 'groupName', 'types', 'pageNo', 'pageSize', 'merchantCode', 'x'),
          junk,
        ),
        fc.oneof(
          fc.constant(undefined),
          fc.json(),
          fc.constant('{"sealed":{"kid":"v1","key":"AA==","iv":"AA==","data":"AA=="}}'),
        ),
        async (def, query, body) => {
          const url = def.path.replace(/:\w+/g, 'demo') + `?${new URLSearchParams(query)}`;
          const response = await t.app.inject({
            method: def.method,
            url,
            headers: { host: 'localhost', 'content-type': 'application/json', authorization: 'Bearer junk' },
            ...(body !== undefined && def.method !== 'GET' ? { payload: body } : {}),
          });
          expect(response.statusCode, `${def.method} ${url}`).toBeLessThan(500);
          expect(response.json()).toHaveProperty('success');
        },
      ),
      { numRuns: 150 },
    );
  });
});
