import { blur, type GameArt, label, linear, radial, svg, title } from './svg.ts';

/** Plinko: a pyramid of glowing pegs, a ball bouncing down its path, the buckets warm at the edges. */

const defs = (p: string) =>
  `<defs>${linear(`${p}bg`, [
    [0, '#2b0a3d'],
    [1, '#10061f'],
  ])}${radial(
    `${p}ball`,
    [
      [0, '#ffffff'],
      [0.45, '#ffe27a'],
      [1, '#ff9f1c'],
    ],
    0.35,
    0.35,
    0.7,
  )}${radial(`${p}halo`, [
    [0, '#ffd166', 0.7],
    [1, '#ffd166', 0],
  ])}${blur(`${p}glow`, 3)}</defs>`;

/** Bucket colours, edge to centre: hot where the pay is high. */
const HEAT = ['#ff2d55', '#ff5a3c', '#ff8a2a', '#ffb224', '#ffd23f', '#ffe66d'];

function scene(p: string, rows = 8) {
  const top = 40;
  const gap = 26;
  let pegs = '';
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k <= r + 2; k++) {
      const x = 200 + (k - (r + 2) / 2) * gap;
      pegs += `<circle cx="${x}" cy="${top + r * 24}" r="3.6" fill="#f5e9ff"/>`;
    }
  }
  const buckets = rows + 1;
  let row = '';
  for (let b = 0; b <= buckets; b++) {
    const edge = Math.min(b, buckets - b);
    const x = 200 + (b - buckets / 2) * gap - gap / 2 + 2;
    row += `<rect x="${x}" y="${top + rows * 24 + 4}" width="${gap - 4}" height="18" rx="4" fill="${HEAT[Math.min(edge, HEAT.length - 1)]}"/>`;
  }
  // The ball's path: a few bounces to the right of centre, dotted behind it.
  const trail = [
    [200, 26],
    [213, 52],
    [200, 76],
    [213, 100],
    [226, 124],
  ]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${2 + i}" fill="#ffd166" opacity="${0.15 + i * 0.12}"/>`)
    .join('');
  return `<g filter="url(#${p}glow)" opacity="0.6">${pegs}</g>${pegs}${row}${trail}
    <circle cx="228" cy="142" r="22" fill="url(#${p}halo)"/><circle cx="228" cy="142" r="10" fill="url(#${p}ball)"/>`;
}

export const plinkoArt: GameArt = {
  tile: (name) =>
    svg(
      400,
      300,
      name,
      `${defs('pt')}<rect width="400" height="300" fill="url(#ptbg)"/>
      <g transform="translate(60 38)">${scene('pt')}</g>
      ${title(name.toUpperCase(), 24, 52, 44, '#ffffff', 180)}${label('1000×', 376, 52, 26, '#ff2d55', 'end', 900)}`,
    ),
  banner: (name, tagline) =>
    svg(
      1200,
      400,
      name,
      `${defs('pb')}<rect width="1200" height="400" fill="url(#pbbg)"/>
      <g transform="translate(640 -20) scale(1.45)">${scene('pb', 10)}</g>
      ${title(name.toUpperCase(), 80, 200, 110, '#ffffff', 520)}
      ${label(tagline, 84, 262, 30, '#ffc3e9')}`,
    ),
};
