import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';

/** One `securitypolicyviolation` event, as a page or frame saw it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
}

/**
 * What a test met of the Content-Security-Policy: violation events from every page and
 * frame, and the browser's console lines about refusals no event reaches a script for
 * (a frame refused by frame-ancestors is reported to the console of the page around it).
 */
export interface CspWatch {
  violations: CspViolation[];
  messages: string[];
  /** Forgets what was seen (for a test that provokes violations on purpose). */
  clear(): void;
}

const BINDING = '__arcadiaCspViolation';
const CONSOLE_REFUSAL = /Content Security Policy/i;

/** Starts recording in a context: an init script in every frame of every page reports each event. */
async function watch(context: BrowserContext, seen: CspWatch): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    seen.violations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: CspViolation) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          page: event.documentURI,
          source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        });
      },
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    if (CONSOLE_REFUSAL.test(message.text())) seen.messages.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
}

const describe = (seen: CspWatch) => [
  ...seen.violations.map(
    (v) => `${v.directive} refused ${v.blocked || '(nothing named)'} on ${v.page}${v.source ? ` at ${v.source}` : ''}`,
  ),
  ...seen.messages,
];

/**
 * Every test runs under the site's Content-Security-Policy and fails on any violation,
 * in its own page and in any context it opens with `browser.newContext()`.
 */
export const test = base.extend<{ csp: CspWatch }>({
  csp: [
    async ({ context, browser }, use) => {
      const seen: CspWatch = {
        violations: [],
        messages: [],
        clear() {
          seen.violations.length = 0;
          seen.messages.length = 0;
        },
      };
      await watch(context, seen);
      const newContext = browser.newContext;
      // Contexts a test opens itself (another device, another visitor) are watched too.
      const watched: Browser['newContext'] = async (options) => {
        const other = await newContext.call(browser, options);
        await watch(other, seen);
        return other;
      };
      browser.newContext = watched;
      try {
        await use(seen);
      } finally {
        browser.newContext = newContext;
      }
      expect(describe(seen), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
