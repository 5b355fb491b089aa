import { linear, place, radial, spread, star, svg, title } from './draw.ts';
import { cloud, dragonHead, goldIngot, koi, lantern, pearl } from './golden-dragon-symbols.ts';

/**
 * Golden Dragon's lobby tile and banner: a red-lacquer night lit by lanterns, the dragon's
 * head reaching for its flaming pearl over a pile of gold, the name in gold on a red band.
 */

const FONT = "'Noto Serif SC','Songti SC','STSong',Georgia,'DejaVu Serif',serif";

/** The lacquer backdrop: a red glow, faint gold rays from behind the dragon, cloud scrolls. */
function backdrop(p: string, width: number, height: number, cx: number, cy: number): string {
  const rays = Array.from({ length: 18 }, (_, i) => {
    const a = (i * 20 * Math.PI) / 180;
    const b = ((i * 20 + 8) * Math.PI) / 180;
    const r = width;
    return `M${cx} ${cy}L${(cx + r * Math.cos(a)).toFixed(0)} ${(cy + r * Math.sin(a)).toFixed(0)}L${(cx + r * Math.cos(b)).toFixed(0)} ${(cy + r * Math.sin(b)).toFixed(0)}Z`;
  }).join('');
  const clouds = spread(Math.round(width / 90), width, height * 0.8, 3)
    .map(([x, y, w]) => cloud(x, y + 20, 0.6 + w * 0.8, '#f2c14e', '#7a0a12'))
    .join('');
  return `<defs>${radial(
    `${p}-bg`,
    [
      [0, '#d8262a'],
      [0.55, '#8e0c16'],
      [1, '#33020a'],
    ],
    cx / width,
    cy / height,
    0.75,
  )}${radial(`${p}-ray`, [
    [0, '#ffd86b', 0.35],
    [1, '#ffd86b', 0],
  ])}</defs>
<rect width="${width}" height="${height}" fill="url(#${p}-bg)"/>
<path d="${rays}" fill="url(#${p}-ray)"/>
<g opacity=".22">${clouds}</g>`;
}

/** Coins in a heap: round cash coins with square holes, lit from the top left. */
function coins(p: string, list: readonly [number, number, number][]): string {
  const defs = `<defs>${radial(
    `${p}-coin`,
    [
      [0, '#fff4c2'],
      [0.5, '#f2c14e'],
      [1, '#9a5a0c'],
    ],
    0.4,
    0.35,
    0.7,
  )}</defs>`;
  return (
    defs +
    list
      .map(
        ([x, y, r]) =>
          `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r * 0.55}" fill="url(#${p}-coin)" stroke="#5a2a02" stroke-width="2"/><rect x="${-r * 0.22}" y="${-r * 0.13}" width="${r * 0.44}" height="${r * 0.26}" fill="#7a3a02"/><ellipse rx="${r * 0.72}" ry="${r * 0.38}" fill="none" stroke="#9a5a0c" stroke-width="1.5"/></g>`,
      )
      .join('')
  );
}

/** The name on a red band with gold edges, centred on x. */
function nameBand(p: string, name: string, x: number, y: number, width: number, size: number): string {
  const h = size * 1.45;
  return `<defs>${linear(`${p}-band`, [
    [0, '#b8101c'],
    [1, '#5e050c'],
  ])}${linear(`${p}-name`, [
    [0, '#fff6c8'],
    [0.5, '#ffd35a'],
    [1, '#d08a16'],
  ])}</defs>
<path d="M${x - width / 2} ${y - h * 0.7}h${width}l${h * 0.35} ${h / 2}-${h * 0.35} ${h / 2}h-${width}l-${h * 0.35}-${h / 2}z" fill="url(#${p}-band)" stroke="#f2c14e" stroke-width="3"/>
${title(name, x, y + size * 0.08, size, { fill: `url(#${p}-name)`, stroke: '#4a0508', font: FONT, maxWidth: width - 10, spacing: 1 })}`;
}

const sparkles = (points: readonly [number, number, number][]) =>
  points.map(([x, y, r]) => `<polygon points="${star(x, y, 4, r, r / 4)}" fill="#fff6c8"/>`).join('');

export function tile(name: string): string {
  return svg(
    400,
    300,
    name,
    `<defs><clipPath id="gdt-clip"><rect x="4" y="4" width="392" height="292" rx="14"/></clipPath></defs>
<g clip-path="url(#gdt-clip)">${backdrop('gdt', 400, 300, 260, 120)}
${place(lantern('gdt-l1'), 14, -22, 0.5)}
${place(lantern('gdt-l2'), 338, -36, 0.4)}
${place(dragonHead('gdt-d'), 140, 6, 1.3)}
${place(pearl('gdt-p'), 24, 58, 0.62)}
${coins('gdt', [
  [60, 232, 20],
  [96, 240, 22],
  [330, 236, 20],
  [364, 228, 18],
])}
${place(goldIngot('gdt-i'), 6, 170, 0.5)}
${place(goldIngot('gdt-j'), 300, 168, 0.48)}
${sparkles([
  [120, 60, 9],
  [30, 170, 6],
  [370, 170, 7],
])}
${nameBand('gdt', name, 200, 262, 300, 34)}</g>
<rect x="4" y="4" width="392" height="292" rx="14" fill="none" stroke="#f2c14e" stroke-width="4"/>
<rect x="11" y="11" width="378" height="278" rx="10" fill="none" stroke="#f2c14e" stroke-width="1.5" opacity=".6"/>`,
  );
}

export function banner(name: string): string {
  return svg(
    1200,
    400,
    name,
    `<defs><clipPath id="gdb-clip"><rect x="6" y="6" width="1188" height="388" rx="18"/></clipPath></defs>
<g clip-path="url(#gdb-clip)">${backdrop('gdb', 1200, 400, 860, 170)}
${place(lantern('gdb-l1'), 40, -30, 0.8)}
${place(lantern('gdb-l2'), 190, -70, 0.6)}
${place(lantern('gdb-l3'), 1080, -60, 0.65)}
${place(dragonHead('gdb-d'), 640, -10, 2.3)}
${place(pearl('gdb-p'), 560, 70, 0.9)}
${coins('gdb', [
  [520, 360, 26],
  [570, 372, 28],
  [1110, 360, 26],
  [1160, 350, 22],
  [90, 360, 24],
])}
${place(goldIngot('gdb-i'), 600, 270, 0.7)}
${place(goldIngot('gdb-j'), 1020, 270, 0.8)}
${sparkles([
  [560, 50, 12],
  [760, 40, 9],
  [1150, 200, 10],
  [320, 90, 8],
])}
${place(koi('gdb-k'), 330, 268, 0.75, -8)}
${place(koi('gdb-q'), 210, 300, 0.55, 10)}
${nameBand('gdb', name, 300, 200, 460, 64)}</g>
<rect x="6" y="6" width="1188" height="388" rx="18" fill="none" stroke="#f2c14e" stroke-width="5"/>`,
  );
}
