import { type BrandLook, brandColour, FONT_STACKS, type Theme } from '@arcadia/contracts';
import { seededRandom } from '../../platform/seeded-random.ts';

/** FNV-1a: a small, stable number from a text (the same name always draws the same art). */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash;
}

/** A stream of numbers in [0, 1) from a seed: where shapes go, how big they are. */
export const randomFrom = seededRandom;

export const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/** '#rrggbb' → hue (0–359), saturation and lightness (0–100). */
export function hslOf(hex: string): { h: number; s: number; l: number } {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: Math.round(h * 60) % 360, s: Math.round(s * 100), l: Math.round(l * 100) };
}

/** Relative luminance (WCAG) of '#rrggbb'. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear((value >> 16) & 255) + 0.7152 * linear((value >> 8) & 255) + 0.0722 * linear(value & 255);
}

export const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

export interface Palette {
  theme: Theme;
  /** Background gradient ends. */
  from: string;
  to: string;
  /** Shapes over the background. */
  shape: string;
  shape2: string;
  /** Text and marks on the background. */
  ink: string;
  inkSoft: string;
  /** The brand's own colours, as they are. */
  primary: string;
  primaryText: string;
  accent: string;
  font: string;
}

/**
 * The colours of one drawing: the brand's primary and accent, turned by the item's hash
 * (so two items of one brand differ, yet all read as the brand's), deep in the dark theme
 * and pale in the light one.
 */
export function paletteFor(look: BrandLook, theme: Theme, hash: number): Palette {
  const primary = brandColour(look, theme, 'primary');
  const accent = brandColour(look, theme, 'accent');
  const base = hslOf(primary);
  const second = hslOf(accent);
  const shift = (hash % 70) - 35;
  const h = (base.h + shift + 360) % 360;
  const h2 = (second.h + ((hash >>> 8) % 50) - 25 + 360) % 360;
  const dark = theme === 'dark';
  return {
    theme,
    from: dark ? `hsl(${h2} 45% 12%)` : `hsl(${h2} 70% 96%)`,
    to: dark ? `hsl(${h} 55% 26%)` : `hsl(${h} 75% 84%)`,
    shape: dark ? `hsl(${h} 80% 60%)` : `hsl(${h} 70% 45%)`,
    shape2: dark ? `hsl(${h2} 75% 55%)` : `hsl(${h2} 70% 55%)`,
    ink: dark ? '#ffffff' : `hsl(${h} 60% 16%)`,
    inkSoft: dark ? 'rgba(255,255,255,.78)' : `hsl(${h} 35% 30%)`,
    primary,
    primaryText: brandColour(look, theme, 'primary-text'),
    accent,
    font: FONT_STACKS[look.font].replace(/"/g, "'"),
  };
}

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Up to `lines` lines of about `width` characters, cut at spaces (or anywhere for scripts without them). */
export function wrap(text: string, width: number, lines = 2): string[] {
  const words = text.includes(' ') ? text.split(' ') : (text.match(new RegExp(`.{1,${width}}`, 'gu')) ?? []);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line}${text.includes(' ') ? ' ' : ''}${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${(kept[lines - 1] ?? '').slice(0, width - 1)}…`;
  return kept;
}
