import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { type Violation, violationLog, violationsOf, withoutQuery } from './csp-report.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (payload: string, contentType: string, host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/system/cspReport',
    headers: { host, 'content-type': contentType },
    payload,
  });

const legacy = {
  'csp-report': {
    'document-uri': 'http://localhost:8080/house/slot/?token=secret123&lang=EN',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'source-file': 'http://localhost:8080/house/slot/?token=secret123',
    'status-code': 200,
  },
};

const reportingApi = [
  {
    age: 10,
    type: 'csp-violation',
    url: 'http://localhost:8080/wallet',
    user_agent: 'Chrome',
    body: {
      documentURL: 'http://localhost:8080/wallet?deposit=D1',
      effectiveDirective: 'img-src',
      blockedURL: 'https://tracker.example.com/pixel.gif?id=1',
      disposition: 'enforce',
      statusCode: 200,
    },
  },
  { age: 1, type: 'deprecation', url: 'http://localhost:8080/', body: { id: 'x', message: 'old' } },
];

describe('the CSP report endpoint', () => {
  it('accepts a report-uri report and a Reporting API batch, from any Host', async () => {
    const one = await post(JSON.stringify(legacy), 'application/csp-report');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ success: true, value: null });
    const batch = await post(JSON.stringify(reportingApi), 'application/reports+json', 'games.example.com');
    expect(batch.statusCode).toBe(200);
    expect((await post(JSON.stringify(legacy), 'application/json')).statusCode).toBe(200);
  });

  it('refuses junk with a 4xx envelope, never a 500', async () => {
    const junk: [string, string][] = [
      ['{not json', 'application/csp-report'],
      ['', 'application/reports+json'],
      ['"text"', 'application/csp-report'],
      ['{"csp-report": 5}', 'application/csp-report'],
      ['[{"type": 7}]', 'application/reports+json'],
      [JSON.stringify(Array.from({ length: 101 }, () => reportingApi[0])), 'application/reports+json'],
      ['{"__proto__": {"x": 1}}', 'application/csp-report'],
      [`{"csp-report": {"blocked-uri": "${'a'.repeat(70_000)}"}}`, 'application/csp-report'],
      ['blocked-uri=inline', 'text/plain'],
    ];
    for (const [payload, type] of junk) {
      const response = await post(payload, type);
      expect(response.statusCode, `${type}: ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${type}: ${payload.slice(0, 40)}`).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe('what is logged of a report', () => {
  it('names the directive and the blocked address, without queries (launch tokens live there)', () => {
    expect(violationsOf(legacy)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        document: 'http://localhost:8080/house/slot/',
        source: 'http://localhost:8080/house/slot/',
        line: 12,
        disposition: 'enforce',
      },
    ]);
    expect(violationsOf(reportingApi)).toEqual([
      {
        directive: 'img-src',
        blocked: 'https://tracker.example.com/pixel.gif',
        document: 'http://localhost:8080/wallet',
        source: undefined,
        line: undefined,
        disposition: 'enforce',
      },
    ]);
    expect(withoutQuery('eval')).toBe('eval');
    expect(withoutQuery(undefined)).toBe('');
  });

  it('logs at most the budget a minute, then says how many it left out', () => {
    let clock = 0;
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const logger = { warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }) };
    const log = violationLog(3, () => clock);
    const violation: Violation = { directive: 'script-src-elem', blocked: 'inline', document: 'http://x/' };
    for (let i = 0; i < 50; i++) log(logger as never, violation);
    expect(lines).toHaveLength(3);
    expect(lines[0]?.message).toBe('content-security-policy violation: script-src-elem');
    expect(lines[0]?.fields).toEqual({ csp: violation });
    clock += 59_999;
    log(logger as never, violation);
    expect(lines).toHaveLength(3);
    clock += 1;
    log(logger as never, violation);
    expect(lines).toHaveLength(4);
    expect(lines[3]?.fields).toEqual({ csp: violation, suppressedBefore: 48 });
    log(logger as never, violation);
    expect(lines[4]?.fields).toEqual({ csp: violation });
  });
});
