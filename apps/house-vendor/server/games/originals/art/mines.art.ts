import { blur, type GameArt, label, linear, radial, shadow, svg, title } from './svg.ts';

/** Mines: a 5×5 field of slate tiles, gems sparkling where it was safe, one bomb glowing red. */

const defs = (p: string) =>
  `<defs>${linear(`${p}bg`, [
    [0, '#0b1d3a'],
    [1, '#050b1a'],
  ])}${linear(`${p}tile`, [
    [0, '#2d4a7a'],
    [1, '#1c2f54'],
  ])}${linear(`${p}open`, [
    [0, '#0f2142'],
    [1, '#0a1730'],
  ])}${linear(`${p}gem`, [
    [0, '#a7ffdf'],
    [0.5, '#22e3a0'],
    [1, '#0b9e6c'],
  ])}${radial(`${p}boom`, [
    [0, '#ff6b6b', 0.9],
    [1, '#ff2d55', 0],
  ])}${radial(
    `${p}bomb`,
    [
      [0, '#5b5f77'],
      [1, '#14161f'],
    ],
    0.35,
    0.35,
    0.7,
  )}${blur(`${p}glow`, 7)}${shadow(`${p}drop`, 3, 2, 0.45)}</defs>`;

const gem = (p: string, s: number) =>
  `<g filter="url(#${p}drop)"><path d="M0 ${-s} L${s * 0.9} ${-s * 0.25} L0 ${s} L${-s * 0.9} ${-s * 0.25} Z" fill="url(#${p}gem)"/>
   <path d="M0 ${-s} L${s * 0.35} ${-s * 0.25} L0 ${s} L${-s * 0.35} ${-s * 0.25} Z" fill="#ffffff" opacity="0.35"/></g>`;

const bomb = (p: string, s: number) =>
  `<circle r="${s * 1.7}" fill="url(#${p}boom)" filter="url(#${p}glow)"/>
   <circle r="${s}" fill="url(#${p}bomb)"/><rect x="${s * 0.3}" y="${-s * 1.25}" width="${s * 0.5}" height="${s * 0.45}" rx="2" fill="#8a8fa8" transform="rotate(35)"/>
   <path d="M${s * 0.75} ${-s * 1.05} q${s * 0.4} ${-s * 0.5} ${s * 0.8} ${-s * 0.2}" stroke="#ffd166" stroke-width="3" fill="none"/>
   <circle cx="${s * 1.55}" cy="${-s * 1.25}" r="${s * 0.22}" fill="#ffd166"/>`;

/** Which cells the art shows opened: gems, and the one bomb. */
const GEMS = new Set([1, 6, 7, 12, 13, 17, 23]);
const BOMB = 18;

function board(p: string, x: number, y: number, cell: number) {
  const gap = cell * 0.14;
  const size = cell - gap;
  let out = '';
  for (let i = 0; i < 25; i++) {
    const cx = x + (i % 5) * cell;
    const cy = y + Math.floor(i / 5) * cell;
    const opened = GEMS.has(i) || i === BOMB;
    out += `<rect x="${cx}" y="${cy}" width="${size}" height="${size}" rx="${size * 0.18}" fill="url(#${p}${opened ? 'open' : 'tile'})"${opened ? '' : ` stroke="#3f5f96" stroke-width="1.5"`}/>`;
    if (!opened)
      out += `<rect x="${cx + 3}" y="${cy + 3}" width="${size - 6}" height="${size * 0.35}" rx="${size * 0.14}" fill="#fff" opacity="0.07"/>`;
    const centre = `translate(${cx + size / 2} ${cy + size / 2})`;
    if (GEMS.has(i)) out += `<g transform="${centre}">${gem(p, size * 0.32)}</g>`;
    if (i === BOMB) out += `<g transform="${centre}">${bomb(p, size * 0.26)}</g>`;
  }
  return out;
}

export const minesArt: GameArt = {
  tile: (name) =>
    svg(
      400,
      300,
      name,
      `${defs('mt')}<rect width="400" height="300" fill="url(#mtbg)"/>
      ${board('mt', 196, 20, 52)}
      ${title(name.toUpperCase(), 24, 150, 46, '#ffffff', 160)}
      <g transform="translate(96 210)">${gem('mt', 26)}</g>`,
    ),
  banner: (name, tagline) =>
    svg(
      1200,
      400,
      name,
      `${defs('mb')}<rect width="1200" height="400" fill="url(#mbbg)"/>
      ${board('mb', 760, 22, 74)}
      ${title(name.toUpperCase(), 80, 200, 110, '#ffffff', 560)}
      ${label(tagline, 84, 262, 30, '#9fe8ca')}`,
    ),
};
