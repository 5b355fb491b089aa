import { type GameArt, label, linear, radial, shadow, svg, title } from './svg.ts';

/** Dice: two ivory dice tumbling over an emerald table, the roll bar with its target below. */

const defs = (p: string) =>
  `<defs>${linear(`${p}bg`, [
    [0, '#053b3a'],
    [1, '#021a24'],
  ])}${radial(`${p}spot`, [
    [0, '#19d3a2', 0.5],
    [1, '#19d3a2', 0],
  ])}${linear(`${p}top`, [
    [0, '#ffffff'],
    [1, '#e8e3d6'],
  ])}${linear(`${p}side`, [
    [0, '#d9d2bf'],
    [1, '#b3aa93'],
  ])}${linear(
    `${p}bar`,
    [
      [0, '#ff4d6d'],
      [0.5, '#ff4d6d'],
      [0.5, '#19d3a2'],
      [1, '#19d3a2'],
    ],
    0,
    0,
    1,
    0,
  )}${shadow(`${p}drop`, 8, 6, 0.55)}</defs>`;

const pip = (x: number, y: number, r = 7) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#1c1a33"/>`;
const FACES: Record<number, [number, number][]> = {
  1: [[0, 0]],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die in a light isometric turn: a face of `n` pips on top-front, a darker side. */
function die(p: string, x: number, y: number, size: number, turn: number, n: number) {
  const h = size / 2;
  const pips = (FACES[n] ?? []).map(([dx, dy]) => pip(dx * size * 0.27, dy * size * 0.27, size * 0.085)).join('');
  return `<g transform="translate(${x} ${y}) rotate(${turn})" filter="url(#${p}drop)">
    <path d="M${-h + 6} ${h} L${h} ${h} L${h + size * 0.18} ${h - size * 0.16} L${h + size * 0.18} ${-h - size * 0.16 + 6} L${h} ${-h}" fill="url(#${p}side)"/>
    <rect x="${-h}" y="${-h}" width="${size}" height="${size}" rx="${size * 0.18}" fill="url(#${p}top)"/>
    ${pips}
  </g>`;
}

function scene(p: string) {
  return `<ellipse cx="200" cy="150" rx="190" ry="120" fill="url(#${p}spot)"/>
    ${die(p, 150, 120, 96, -14, 5)}${die(p, 262, 138, 80, 11, 6)}
    <rect x="40" y="232" width="320" height="14" rx="7" fill="url(#${p}bar)"/>
    <path d="M200 222 l12 -20 h-24 Z" fill="#ffffff"/>
    <circle cx="286" cy="239" r="13" fill="#ffffff" stroke="#19d3a2" stroke-width="5"/>`;
}

export const diceArt: GameArt = {
  tile: (name) =>
    svg(
      400,
      300,
      name,
      `${defs('dt')}<rect width="400" height="300" fill="url(#dtbg)"/>${scene('dt')}
      ${title(name.toUpperCase(), 24, 54, 44, '#ffffff', 200)}${label('×1.98', 376, 52, 28, '#19d3a2', 'end', 900)}`,
    ),
  banner: (name, tagline) =>
    svg(
      1200,
      400,
      name,
      `${defs('db')}<rect width="1200" height="400" fill="url(#dbbg)"/>
      <g transform="translate(680 0) scale(1.33)">${scene('db')}</g>
      ${title(name.toUpperCase(), 80, 200, 110, '#ffffff', 520)}
      ${label(tagline, 84, 262, 30, '#a7f3dd')}`,
    ),
};
