/**
 * The few SVG pieces the originals' art is built from: strings of markup, the same on the server
 * (the lobby's tile and banner) and anywhere else that takes an SVG. Ids carry the drawing's
 * prefix, so several drawings can share one page.
 */

export type Stop = readonly [offset: number, colour: string, opacity?: number];

const stops = (list: readonly Stop[]) =>
  list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');

export const linear = (id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

export const radial = (id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

/** A soft glow of the shape's own colours. */
export const blur = (id: string, amount: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;

export const shadow = (id: string, dy = 4, amount = 4, opacity = 0.5) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${amount}" flood-color="#000" flood-opacity="${opacity}"/></filter>`;

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/** CJK and Thai glyphs run wider than Latin ones: a rough width in ems to fit a translated name. */
const ems = (text: string) =>
  [...text].reduce(
    (sum, c) => sum + (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(c) ? 1.05 : c === ' ' ? 0.3 : 0.68),
    0,
  );

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, Noto Sans Thai, Noto Sans SC, sans-serif';

/** A game's name as display text (anchored at x, `anchor`), squeezed rather than cut when too long. */
export function title(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  maxWidth: number,
  anchor = 'start',
) {
  const fit = ems(text) * size > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  const common = `x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="900" text-anchor="${anchor}" letter-spacing="${size * 0.02}"${fit}`;
  return `<text ${common} fill="#000" fill-opacity="0.35" transform="translate(0 ${size * 0.06})">${escapeXml(text)}</text><text ${common} fill="${fill}">${escapeXml(text)}</text>`;
}

/** Small print (a tag line, a multiplier). */
export const label = (text: string, x: number, y: number, size: number, fill: string, anchor = 'start', weight = 700) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" fill="${fill}">${escapeXml(text)}</text>`;

/** The same scatter every time (no Math.random): stars, sparkles. */
export const scatter = (n: number, width: number, height: number, seed = 0): [number, number, number][] =>
  Array.from({ length: n }, (_, i) => [
    Number(((((i + seed) * 0.618_034) % 1) * width).toFixed(1)),
    Number(((((i + seed) * 0.754_877 + 0.37) % 1) * height).toFixed(1)),
    Number((((i + seed) * 0.569_84 + 0.11) % 1).toFixed(3)),
  ]);

/** The two formats every game's art comes in: a 400×300 lobby tile and a 1200×400 banner. */
export interface GameArt {
  tile(name: string): string;
  banner(name: string, tagline: string): string;
}
