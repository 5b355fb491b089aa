/**
 * The seed hashes this tab showed the player before each draw, so a revealed seed is checked
 * against what was on the screen, not only against what the result answer says it was.
 */
const KEY = 'arcadia-draw-hashes';
const KEEP = 60;

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberHash(gameCode: string, drawNo: number, hash: string) {
  const seen = read();
  const key = `${gameCode}:${drawNo}`;
  if (seen[key] === hash) return;
  seen[key] = hash;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(Object.entries(seen).slice(-KEEP))));
  } catch {
    // Storage refused (a third-party frame): the check against the result's own hash still runs.
  }
}

export const hashSeen = (gameCode: string, drawNo: number): string | null => read()[`${gameCode}:${drawNo}`] ?? null;
