import { type CspReportBody, cspReport } from '@arcadia/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { route } from '../route.ts';

/** One violation, as logged. */
export interface Violation {
  directive: string;
  blocked: string;
  document: string;
  source?: string;
  line?: number;
  disposition?: string;
}

/** A page's or resource's address without its query and fragment: launch tokens live there. */
export function withoutQuery(address: string | undefined): string {
  if (!address) return '';
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    // Keywords (inline, eval, data, blob) and other non-addresses, cut short.
    return address.split(/[?#]/)[0]?.slice(0, 100) ?? '';
  }
}

/** The violations in either report format; other Reporting API reports are ignored. */
export function violationsOf(body: CspReportBody): Violation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
        blocked: withoutQuery(report['blocked-uri']),
        document: withoutQuery(report['document-uri']),
        source: report['source-file'] && withoutQuery(report['source-file']),
        line: report['line-number'],
        disposition: report.disposition,
      },
    ];
  }
  return body
    .filter((report) => report.type === 'csp-violation' && report.body)
    .map(({ body: report, url }) => ({
      directive: report?.effectiveDirective ?? '',
      blocked: withoutQuery(report?.blockedURL),
      document: withoutQuery(report?.documentURL ?? url),
      source: report?.sourceFile && withoutQuery(report.sourceFile),
      line: report?.lineNumber,
      disposition: report?.disposition,
    }));
}

/**
 * Logs violations at warn, at most `perMinute` a minute per process: one bad page viewed by
 * many visitors must not flood the log. The first line of the next minute says how many
 * were left out.
 */
export function violationLog(perMinute: number, now: () => number = Date.now) {
  let windowStart = -Infinity;
  let logged = 0;
  let suppressed = 0;
  return (log: Pick<FastifyBaseLogger, 'warn'>, violation: Violation) => {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      logged = 0;
    }
    if (logged >= perMinute) {
      suppressed += 1;
      return;
    }
    logged += 1;
    const extra = suppressed > 0 ? { suppressedBefore: suppressed } : {};
    suppressed = 0;
    log.warn({ csp: violation, ...extra }, `content-security-policy violation: ${violation.directive}`);
  };
}

const MAX_REPORT_BYTES = 64 * 1024;

/**
 * The endpoint the policy's report-uri and report-to name. Browsers post
 * application/csp-report or application/reports+json (both JSON); junk is a 400.
 */
export function cspReportRoute(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
    parseJson,
  );
  const logViolation = violationLog(20);
  // No brand: reports come from any page, a game page on a launch host included.
  route(
    app,
    cspReport,
    async ({ body, request }) => {
      for (const violation of violationsOf(body)) logViolation(request.log, violation);
      return null;
    },
    { tenant: false },
  );
}
