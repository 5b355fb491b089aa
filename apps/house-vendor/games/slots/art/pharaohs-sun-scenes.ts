import { linear, place, radial, spread, star, svg, title } from './draw.ts';
import { ankh, eyeOfHorus, pharaohMask, scarab, sunDisc } from './pharaohs-sun-symbols.ts';

/**
 * Pharaoh's Sun's lobby tile and banner: dusk over the Giza plateau, the sun sinking between
 * the pyramids, the golden mask watching, the name in gold under a winged sun.
 */

const FONT = "Cinzel,'Trajan Pro',Georgia,'DejaVu Serif',serif";
const INK = '#2a1606';

/** Sky, stars, the setting sun and its rays, for a scene of the given size with the horizon at y. */
function dusk(p: string, width: number, height: number, horizon: number, sunX: number): string {
  const stars = spread(Math.round(width / 14), width, horizon * 0.55, 7)
    .map(
      ([x, y, w]) =>
        `<circle cx="${x}" cy="${y}" r="${(0.6 + w * 1.4).toFixed(1)}" opacity="${(0.4 + w * 0.6).toFixed(2)}"/>`,
    )
    .join('');
  const r = height * 0.3;
  return `<defs>${linear(`${p}-sky`, [
    [0, '#0c0826'],
    [0.4, '#3a1a4e'],
    [0.72, '#b4462c'],
    [1, '#f6b04a'],
  ])}${radial(`${p}-sun`, [
    [0, '#fff6c8'],
    [0.5, '#ffc440'],
    [1, '#f06a1c'],
  ])}${radial(`${p}-halo`, [
    [0, '#ffcf6a', 0.7],
    [1, '#ffcf6a', 0],
  ])}</defs>
<rect width="${width}" height="${horizon + 4}" fill="url(#${p}-sky)"/>
<g fill="#fff6e0">${stars}</g>
<circle cx="${sunX}" cy="${horizon}" r="${r * 2.4}" fill="url(#${p}-halo)"/>
<polygon points="${star(sunX, horizon, 24, r * 2.1, r * 1.05)}" fill="#ffd86b" opacity=".25"/>
<circle cx="${sunX}" cy="${horizon}" r="${r}" fill="url(#${p}-sun)"/>`;
}

/** A pyramid standing on the horizon: lit west face, shadowed east face, gold cap. */
const pyramid = (x: number, base: number, size: number) => {
  const top = base - size * 0.75;
  return `<g stroke="${INK}" stroke-width="2" stroke-linejoin="round"><path d="M${x} ${top}L${x - size} ${base}H${x + size * 0.15}Z" fill="#c8904a"/><path d="M${x} ${top}L${x + size * 0.15} ${base}H${x + size}Z" fill="#6e4420"/><path d="M${x} ${top}L${x - size * 0.1} ${top + size * 0.08}H${x + size * 0.05}Z" fill="#f2c653"/></g>`;
};

/** Dunes in front of everything, lit from the sunset. */
const dunes = (p: string, width: number, height: number, horizon: number) =>
  `<defs>${linear(`${p}-sand`, [
    [0, '#e6b05e'],
    [1, '#8a5a26'],
  ])}</defs>
<path d="M0 ${horizon}H${width}V${height}H0Z" fill="#a86e34"/>
<path d="M0 ${horizon + (height - horizon) * 0.35}C${width * 0.2} ${horizon} ${width * 0.45} ${horizon + (height - horizon) * 0.5} ${width * 0.7} ${horizon + (height - horizon) * 0.25}S${width} ${horizon + (height - horizon) * 0.3} ${width} ${horizon + (height - horizon) * 0.3}V${height}H0Z" fill="url(#${p}-sand)" stroke="${INK}" stroke-width="2"/>`;

/** A frieze of simple hieroglyphs (water, sun, reed, loaf) along the top edge. */
function frieze(width: number, y: number, cell: number): string {
  const glyphs = [
    (x: number) =>
      `<path d="M${x + 4} ${y + cell / 2}l4-4 4 4 4-4 4 4 4-4" fill="none" stroke="#1d4f9e" stroke-width="2.5"/>`,
    (x: number) =>
      `<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell / 4}" fill="#c4472c" stroke="${INK}" stroke-width="1.5"/>`,
    (x: number) =>
      `<path d="M${x + cell / 2} ${y + cell - 4}V${y + 5}q5 3 0 7" fill="none" stroke="#2f8a4a" stroke-width="2.5"/>`,
    (x: number) =>
      `<path d="M${x + 6} ${y + cell - 6}a${cell / 3} ${cell / 4} 0 0 1 ${cell - 12} 0z" fill="#2fb6a6" stroke="${INK}" stroke-width="1.5"/>`,
  ];
  const cells = Math.floor(width / cell);
  return `<rect y="${y}" width="${width}" height="${cell}" fill="#e8c88a"/>${Array.from({ length: cells }, (_, i) => glyphs[i % glyphs.length]?.(i * cell + (width - cells * cell) / 2) ?? '').join('')}<path d="M0 ${y}H${width}M0 ${y + cell}H${width}" stroke="#c88a1e" stroke-width="3"/>`;
}

/** The name in gold on a lapis plaque, centred on x. */
function plaque(p: string, name: string, x: number, y: number, width: number, size: number): string {
  const h = size * 1.5;
  return `<defs>${linear(`${p}-plq`, [
    [0, '#2a64c0'],
    [1, '#0e2a5c'],
  ])}${linear(`${p}-name`, [
    [0, '#fff4c2'],
    [0.5, '#f2c653'],
    [1, '#c88a1e'],
  ])}</defs>
<rect x="${x - width / 2}" y="${y - h * 0.72}" width="${width}" height="${h}" rx="${h / 2}" fill="url(#${p}-plq)" stroke="#f2c653" stroke-width="3"/>
<rect x="${x - width / 2 + 6}" y="${y - h * 0.72 + 6}" width="${width - 12}" height="${h - 12}" rx="${h / 2 - 6}" fill="none" stroke="#f2c653" stroke-width="1.2" opacity=".6"/>
${title(name, x, y + size * 0.06, size, { fill: `url(#${p}-name)`, stroke: INK, font: FONT, maxWidth: width - h, spacing: 2 })}`;
}

export function tile(name: string): string {
  const [w, h, horizon] = [400, 300, 196];
  return svg(
    w,
    h,
    name,
    `<defs><clipPath id="pst-clip"><rect x="4" y="4" width="392" height="292" rx="14"/></clipPath></defs>
<g clip-path="url(#pst-clip)">${dusk('pst', w, h, horizon, 150)}
${pyramid(70, horizon, 90)}${pyramid(196, horizon, 60)}${pyramid(120, horizon + 4, 44)}
${dunes('pst', w, h, horizon)}
${place(pharaohMask('pst-m'), 218, 24, 0.95)}
${place(scarab('pst-s'), 6, 150, 0.42, -12)}
${place(ankh('pst-a'), 178, 150, 0.36, 10)}
${plaque('pst', name, 200, 264, 320, 30)}
${frieze(w, 4, 22)}</g>
<rect x="4" y="4" width="392" height="292" rx="14" fill="none" stroke="#f2c653" stroke-width="4"/>`,
  );
}

export function banner(name: string): string {
  const [w, h, horizon] = [1200, 400, 272];
  return svg(
    w,
    h,
    name,
    `<defs><clipPath id="psb-clip"><rect x="6" y="6" width="1188" height="388" rx="18"/></clipPath></defs>
<g clip-path="url(#psb-clip)">${dusk('psb', w, h, horizon, 760)}
${pyramid(640, horizon, 170)}${pyramid(900, horizon, 120)}${pyramid(1100, horizon + 6, 90)}${pyramid(110, horizon, 80)}
${dunes('psb', w, h, horizon)}
${place(pharaohMask('psb-m'), 880, 16, 1.9)}
${place(scarab('psb-s'), 560, 230, 0.7, -14)}
${place(eyeOfHorus('psb-e'), 470, 40, 0.42)}
${place(ankh('psb-a'), 740, 250, 0.6, 8)}
${place(sunDisc('psb-d'), 180, 42, 1.2)}
${plaque('psb', name, 300, 300, 500, 58)}
${frieze(w, 6, 26)}</g>
<rect x="6" y="6" width="1188" height="388" rx="18" fill="none" stroke="#f2c653" stroke-width="5"/>`,
  );
}
