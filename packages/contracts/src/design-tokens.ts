import * as z from 'zod/mini';
import { THEMES, type Theme } from './constants.ts';

/**
 * The one set of design tokens (docs/design-tokens.md). The site's styles/tokens.css is
 * generated from this (`npm run tokens -w apps/web`, checked by a test) and the house game
 * pages load the same CSS from /house/tokens.css, so both read the same variables.
 * A brand overrides the colours named in BRAND_COLOUR_TOKENS and the font from its settings.
 */
export type ThemeName = Theme;

export const THEME_TOKENS: Record<ThemeName, Record<string, string>> = {
  dark: {
    bg: '#0e0a1c',
    surface: '#1a1430',
    'surface-2': '#251c44',
    border: '#3a2f63',
    text: '#f2f0ff',
    'text-muted': '#a9a2c9',
    primary: '#f5b301',
    'primary-text': '#1b1233',
    accent: '#8b5cf6',
    danger: '#ef4444',
    'danger-surface': '#5c1a24',
    success: '#22c55e',
    highlight: '#ffd447',
    'header-top': '#140f28',
    'header-bottom': '#1d1538',
    overlay: 'rgb(0 0 0 / 0.6)',
    shadow: '0 10px 30px rgb(0 0 0 / 0.45)',
    'chat-header': '#6142bf',
    'card-face': '#f7f4ea',
    'card-red': '#c8102e',
    'card-black': '#1b1b24',
    felt: '#0f4d3a',
  },
  light: {
    bg: '#eef3fb',
    surface: '#ffffff',
    'surface-2': '#e2eafa',
    border: '#c7d4ee',
    text: '#0f172a',
    'text-muted': '#51607a',
    primary: '#1d4ed8',
    'primary-text': '#ffffff',
    accent: '#0ea5e9',
    danger: '#dc2626',
    'danger-surface': '#fde2e4',
    success: '#16a34a',
    highlight: '#b45309',
    'header-top': '#1e3a8a',
    'header-bottom': '#1d4ed8',
    overlay: 'rgb(15 23 42 / 0.5)',
    shadow: '0 10px 30px rgb(15 23 42 / 0.18)',
    'chat-header': '#6142bf',
    'card-face': '#ffffff',
    'card-red': '#c8102e',
    'card-black': '#1b1b24',
    felt: '#1f7a5a',
  },
};

/** Tokens the same in both themes. */
export const SHARED_TOKENS: Record<string, string> = {
  radius: '10px',
  'radius-sm': '6px',
  gap: '16px',
  'content-width': '1200px',
};

/** Font stacks a brand picks from (no font is downloaded: each stack names fonts phones and desktops carry). */
export const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", "Noto Sans SC", sans-serif',
  serif: 'Georgia, "Noto Serif", "DejaVu Serif", "Times New Roman", "Noto Serif Thai", "Noto Serif SC", serif',
  condensed:
    '"Arial Narrow", "Roboto Condensed", "DejaVu Sans Condensed", "Noto Sans", "Noto Sans Thai", "Noto Sans SC", sans-serif-condensed, sans-serif',
  rounded:
    '"SF Pro Rounded", "Nunito", "Varela Round", ui-rounded, "Trebuchet MS", "DejaVu Sans", "Noto Sans Thai", "Noto Sans SC", sans-serif',
} as const;
export type FontId = keyof typeof FONT_STACKS;
export const FONT_IDS = Object.keys(FONT_STACKS) as FontId[];

/** The colours a brand may set, per theme; everything else stays the house's. */
export const BRAND_COLOUR_TOKENS = [
  'primary',
  'primary-text',
  'accent',
  'header-top',
  'header-bottom',
  'bg',
  'surface',
  'surface-2',
  'border',
] as const;
export type BrandColourToken = (typeof BRAND_COLOUR_TOKENS)[number];

/** The marks a brand's logo can carry beside its name. */
export const LOGO_MARKS = ['crown', 'star', 'diamond', 'shield', 'bolt', 'clover'] as const;
export type LogoMark = (typeof LOGO_MARKS)[number];

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));
const themeColours = z.partialRecord(z.enum(BRAND_COLOUR_TOKENS), hexColour);

/** A brand's look: its colours per theme, its font, its logo's mark. */
export const brandLookSchema = z.object({
  dark: themeColours,
  light: themeColours,
  font: z.enum(FONT_IDS as [FontId, ...FontId[]]),
  logoMark: z.enum(LOGO_MARKS),
});
export type BrandLook = z.infer<typeof brandLookSchema>;

/** The house look: what a brand without settings gets. */
export const DEFAULT_BRAND_LOOK: BrandLook = { dark: {}, light: {}, font: 'system', logoMark: 'crown' };

/** A token's colour for a brand in a theme: the brand's own, else the house's. */
export const brandColour = (look: BrandLook, theme: ThemeName, token: BrandColourToken): string =>
  look[theme][token] ?? THEME_TOKENS[theme][token] ?? '#808080';

/** The CSS custom property a brand's colour is set on (by the site at start, on <html>). */
export const brandVar = (theme: ThemeName, token: BrandColourToken) => `--brand-${theme}-${token}`;

/** The custom properties of a brand's look, to set on the root element. */
export function brandLookVars(look: BrandLook): Record<string, string> {
  const vars: Record<string, string> = { '--brand-font': FONT_STACKS[look.font] };
  for (const theme of THEMES) {
    for (const token of BRAND_COLOUR_TOKENS) {
      const colour = look[theme][token];
      if (colour) vars[brandVar(theme, token)] = colour;
    }
  }
  return vars;
}

const isBrandable = (token: string): token is BrandColourToken =>
  (BRAND_COLOUR_TOKENS as readonly string[]).includes(token);

/** The tokens as a style sheet: both themes, brandable colours read through the brand's variables. */
export function tokensCss(): string {
  const block = (theme: ThemeName) =>
    Object.entries(THEME_TOKENS[theme])
      .map(([name, value]) => `  --${name}: ${isBrandable(name) ? `var(${brandVar(theme, name)}, ${value})` : value};`)
      .join('\n');
  const shared = Object.entries(SHARED_TOKENS)
    .map(([name, value]) => `  --${name}: ${value};`)
    .join('\n');
  return `/* Design tokens, generated from packages/contracts/src/design-tokens.ts: edit there, then npm run tokens -w apps/web. */
/* Two themes: dark ("Black", default) and light ("Blue"). Components use only these variables. */
:root,
[data-theme="dark"] {
${block('dark')}
  color-scheme: dark;
}

[data-theme="light"] {
${block('light')}
  color-scheme: light;
}

:root {
${shared}
  --font: var(--brand-font, ${FONT_STACKS.system});
}
`;
}
