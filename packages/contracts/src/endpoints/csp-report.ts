import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { text } from '../schema.ts';

/**
 * What browsers send about a Content-Security-Policy violation, in both formats:
 * `report-uri` posts one `{ "csp-report": {…} }` (application/csp-report), the
 * Reporting API (`report-to`) a batch `[{ type, url, body }]` (application/reports+json).
 * Only the fields the server logs are read; browsers add others, which are kept out.
 */
const field = z.optional(text(0, 4096));
const line = z.optional(z.number());

const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': field,
    'violated-directive': field,
    'effective-directive': field,
    'blocked-uri': field,
    'source-file': field,
    'line-number': line,
    disposition: field,
  }),
});

const reportingApiReport = z.object({
  type: text(0, 100),
  url: field,
  body: z.optional(
    z.object({
      documentURL: field,
      effectiveDirective: field,
      blockedURL: field,
      sourceFile: field,
      lineNumber: line,
      disposition: field,
    }),
  ),
});

export const cspReportBody = z.union([legacyReport, z.array(reportingApiReport).check(z.maxLength(100))]);
export type CspReportBody = z.infer<typeof cspReportBody>;

export const cspReport = endpoint({
  method: 'POST',
  path: '/wps/system/cspReport',
  summary: 'Content-Security-Policy violation reports from browsers (report-uri and report-to); logged, rate-limited',
  auth: 'none',
  body: cspReportBody,
  value: z.null(),
});
