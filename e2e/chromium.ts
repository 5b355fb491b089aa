import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The Chromium to drive: $CHROMIUM, else Debian's /usr/bin/chromium, else
 * whatever `chromium` is on the PATH. Playwright's own browser download does
 * not work on this project's machines, so a system Chromium is required.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM) return existsSync(env.CHROMIUM) ? env.CHROMIUM : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const found = execFileSync('which', ['chromium'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return found || null;
  } catch {
    return null;
  }
}

/** Flags for a closed network and a root user: no sandbox, no GPU, no background calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
