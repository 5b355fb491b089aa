import { type BrandLook, brandLookVars, type Theme } from '@arcadia/contracts';
import { useUi } from './ui-store.ts';

/** Where the look is kept so theme.js can apply it before the next first paint. */
export const LOOK_STORE_KEY = 'brand-look';

/**
 * Puts a brand's colours and font on the root element as the CSS variables the design
 * tokens read (`--brand-dark-primary`, `--brand-font`, …; see docs/design-tokens.md).
 * Set through the CSSOM, which the content-security-policy allows (no inline style).
 */
export function applyBrandLook(look: BrandLook, root: HTMLElement = document.documentElement) {
  const names = Array.from({ length: root.style.length }, (_, i) => root.style.item(i));
  for (const name of names) if (name.startsWith('--brand-')) root.style.removeProperty(name);
  const vars = brandLookVars(look);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  try {
    localStorage.setItem(LOOK_STORE_KEY, JSON.stringify(vars));
  } catch {
    // Storage refused (private mode): the look still applies; only the next first paint waits for it.
  }
}

/**
 * A drawn image's address in a theme. The image hosts draw the dark look unless asked for
 * another (modules/assets), so the dark address is the one the server hands out unchanged.
 */
export function artUrl(url: string, theme: Theme): string {
  if (theme === 'dark' || !/\.svg(\?|$)/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}theme=${theme}`;
}

/** `artUrl` in the current theme. */
export function useArtUrl(): (url: string) => string {
  const theme = useUi((state) => state.theme);
  return (url) => artUrl(url, theme);
}
