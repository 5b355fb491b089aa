import { blur, type GameArt, label, linear, radial, scatter, shadow, svg, title } from './svg.ts';

/** Crash: a night sky, the exponential curve in neon, a rocket riding its tip, the multiplier climbing. */

const sky = (p: string, w: number, h: number) =>
  `<rect width="${w}" height="${h}" fill="url(#${p}sky)"/>` +
  scatter(w / 8, w, h * 0.75, 3)
    .map(
      ([x, y, s]) =>
        `<circle cx="${x}" cy="${y}" r="${(0.6 + s * 1.6).toFixed(2)}" fill="#fff" opacity="${(0.25 + s * 0.6).toFixed(2)}"/>`,
    )
    .join('') +
  `<ellipse cx="${w * 0.8}" cy="${h * 1.05}" rx="${w * 0.6}" ry="${h * 0.35}" fill="url(#${p}haze)"/>`;

const defs = (p: string) =>
  `<defs>${linear(`${p}sky`, [
    [0, '#120a2e'],
    [0.6, '#2a0f4d'],
    [1, '#4a1055'],
  ])}${radial(`${p}haze`, [
    [0, '#ff5fa2', 0.45],
    [1, '#ff5fa2', 0],
  ])}${linear(
    `${p}line`,
    [
      [0, '#ffb347'],
      [1, '#ff3d7f'],
    ],
    0,
    1,
    1,
    0,
  )}${linear(`${p}fill`, [
    [0, '#ff3d7f', 0.35],
    [1, '#ff3d7f', 0],
  ])}${linear(
    `${p}body`,
    [
      [0, '#ffffff'],
      [1, '#c9c2e8'],
    ],
    0,
    0,
    1,
    0,
  )}${linear(
    `${p}flame`,
    [
      [0, '#fff3b0'],
      [0.5, '#ffb347'],
      [1, '#ff3d7f', 0],
    ],
    0,
    0,
    1,
    0,
  )}${blur(`${p}glow`, 6)}${shadow(`${p}drop`)}</defs>`;

/** The curve and the rocket in a 400×300 box. */
function scene(p: string) {
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    points.push(
      `${(30 + t * 300).toFixed(1)},${(262 - ((Math.exp(t * 3.2) - 1) / (Math.exp(3.2) - 1)) * 190).toFixed(1)}`,
    );
  }
  const line = points.join(' ');
  const rocket = `<g transform="translate(336 66) rotate(-52)" filter="url(#${p}drop)">
    <path d="M-58 0 L-18 -9 L-18 9 Z" fill="url(#${p}flame)"/>
    <path d="M-18 -11 L18 -11 Q40 -11 48 0 Q40 11 18 11 L-18 11 Z" fill="url(#${p}body)"/>
    <circle cx="16" cy="0" r="6" fill="#38d9f5" stroke="#1b1233" stroke-width="2.5"/>
    <path d="M-16 -11 L-28 -24 L-4 -11 Z M-16 11 L-28 24 L-4 11 Z" fill="#ff3d7f"/>
  </g>`;
  return `<polygon points="30,262 ${line} 330,262" fill="url(#${p}fill)"/>
    <polyline points="${line}" fill="none" stroke="#ff3d7f" stroke-width="12" opacity="0.55" filter="url(#${p}glow)"/>
    <polyline points="${line}" fill="none" stroke="url(#${p}line)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    ${rocket}
    <g opacity="0.35" stroke="#fff" stroke-width="1">${[100, 160, 220].map((y) => `<line x1="30" x2="380" y1="${y}" y2="${y}" stroke-dasharray="3 7"/>`).join('')}</g>`;
}

export const crashArt: GameArt = {
  tile: (name) =>
    svg(
      400,
      300,
      name,
      `${defs('ct')}${sky('ct', 400, 300)}${scene('ct')}
      ${label('12.84×', 372, 150, 40, '#fff', 'end', 900)}
      ${title(name.toUpperCase(), 26, 58, 48, '#ffffff', 230)}`,
    ),
  banner: (name, tagline) =>
    svg(
      1200,
      400,
      name,
      `${defs('cb')}${sky('cb', 1200, 400)}
      <g transform="translate(640 10) scale(1.3)">${scene('cb')}</g>
      ${label('1,000.00×', 1150, 200, 56, '#fff', 'end', 900)}
      ${title(name.toUpperCase(), 80, 200, 104, '#ffffff', 560)}
      ${label(tagline, 84, 262, 30, '#ffc6dc')}`,
    ),
};
