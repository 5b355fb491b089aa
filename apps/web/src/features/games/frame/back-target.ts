/**
 * Where a game page's back button leads: the `back` query value when it is a
 * path on this site (never another site: the value comes from the address
 * bar), else one step back in history when there is one, else home.
 */
export function safeBackPath(raw: string | null): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw;
}
