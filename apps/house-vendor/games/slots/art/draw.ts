/**
 * Small helpers the titles' art is drawn with. Everything is a string of SVG markup, so the
 * server, a React page and PixiJS (which loads an SVG as a texture) all take the same art.
 * Ids inside one drawing carry a prefix: many drawings can sit in one page without clashing.
 */

/** The art of one title: a piece per symbol id (a 200×200 SVG), a lobby tile and a wide banner. */
export interface TitleArt {
  /** Symbol ids → their drawing; every symbol of the title has one. */
  symbols: Readonly<Record<string, () => string>>;
  /** A 400×300 lobby tile with the title's name (defaults to English). */
  tile(name?: string): string;
  /** A 1200×400 banner with the title's name (defaults to English). */
  banner(name?: string): string;
}

/** A drawing's body in its own coordinates; `p` prefixes every id it defines. */
export type Drawing = (p: string) => string;

type Stop = readonly [offset: number, colour: string, opacity?: number];

const stops = (list: readonly Stop[]) =>
  list
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');

/** A linear gradient from (x1, y1) to (x2, y2) in the box of the shape it fills (top to bottom by default). */
export const linear = (id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

/** A radial gradient centred at (cx, cy) with radius r, lit from (fx, fy), in the box of the shape it fills. */
export const radial = (id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;

/** A soft shadow under a shape, so symbols stand off any reel background. */
export const shadow = (id: string, dy = 3, blur = 3, opacity = 0.45) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="#000" flood-opacity="${opacity}"/></filter>`;

/** A glow of one colour round a shape (a wild's aura, a pearl's shine). */
export const glow = (id: string, colour: string, blur = 6) =>
  `<filter id="${id}" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}" result="b"/><feFlood flood-color="${colour}" result="c"/><feComposite in="c" in2="b" operator="in" result="g"/><feMerge><feMergeNode in="g"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

/** A drawing placed at (x, y), scaled and optionally turned about its own origin. */
export const place = (body: string, x: number, y: number, scale = 1, rotate = 0) =>
  `<g transform="translate(${x} ${y})${rotate ? ` rotate(${rotate})` : ''}${scale === 1 ? '' : ` scale(${scale})`}">${body}</g>`;

/** A complete SVG document of the given size around a body. */
export const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/** Text made safe for SVG markup (a title's name in any language). */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Points of a regular star or polygon round (cx, cy): `points` tips, alternating outer and inner radius. */
export function star(cx: number, cy: number, points: number, outer: number, inner: number, turn = -90): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((turn + (i * 180) / points) * Math.PI) / 180;
    out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

/**
 * A deterministic scatter of n points in a box, for bubbles, sparkles and sand grains: the same
 * art every time it is drawn (no Math.random), spread by the golden ratio.
 */
export function spread(n: number, width: number, height: number, seed = 0): [number, number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const u = (((i + seed) * 0.618_034) % 1) * width;
    const v = (((i + seed) * 0.754_877 + 0.37) % 1) * height;
    const w = ((i + seed) * 0.569_84 + 0.11) % 1;
    return [Number(u.toFixed(1)), Number(v.toFixed(1)), Number(w.toFixed(3))];
  });
}

/**
 * A rough width of text in ems: CJK and Thai glyphs are wider than Latin ones. Used only to
 * squeeze a long translated name into its space (there is no font metrics without a DOM).
 */
const ems = (text: string) =>
  [...text].reduce(
    (sum, c) => sum + (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(c) ? 1 : c === ' ' ? 0.3 : 0.62),
    0,
  );

/**
 * The title's name as big display text, centred on x: an outline under a fill. A name too long
 * for `maxWidth` (some languages run long) is squeezed to fit rather than cut off.
 */
export function title(
  text: string,
  x: number,
  y: number,
  size: number,
  style: { fill: string; stroke: string; font: string; maxWidth: number; spacing?: number },
): string {
  const fit =
    ems(text) * size > style.maxWidth ? ` textLength="${style.maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  const common = `x="${x}" y="${y}" font-family="${style.font}" font-size="${size}" font-weight="700" text-anchor="middle" letter-spacing="${style.spacing ?? 0}"${fit}`;
  const safe = escapeXml(text);
  return `<text ${common} fill="none" stroke="${style.stroke}" stroke-width="${(size / 7).toFixed(1)}" stroke-linejoin="round">${safe}</text><text ${common} fill="${style.fill}">${safe}</text>`;
}
