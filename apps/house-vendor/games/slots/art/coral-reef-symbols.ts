import { type Drawing, glow, linear, radial, shadow, star } from './draw.ts';

/**
 * Coral Reef's premium symbols in a 200×200 box: bright reef colours with wet white highlights,
 * outlined in deep-sea navy. The turtle (wild) swims in a ring of light.
 */

const INK = '#0a2a3c';

/** A few bubbles rising from (x, y). */
export const bubbles = (x: number, y: number, scale = 1) =>
  [
    [0, 0, 6],
    [8, -16, 4],
    [2, -30, 3],
  ]
    .map(
      ([dx, dy, r]) =>
        `<circle cx="${x + (dx ?? 0) * scale}" cy="${y + (dy ?? 0) * scale}" r="${(r ?? 0) * scale}" fill="#bff6ff" fill-opacity=".25" stroke="#e6fdff" stroke-width="1.5"/>`,
    )
    .join('');

/** The sea turtle seen from above, swimming up the reel, without its label. */
export const turtleBody: Drawing = (p) => `<defs>
${radial(
  `${p}-sh`,
  [
    [0, '#c8b45a'],
    [0.55, '#7d6a2c'],
    [1, '#3f3414'],
  ],
  0.45,
  0.4,
  0.65,
)}
${linear(`${p}-sk`, [
  [0, '#8fe0b0'],
  [1, '#2f8a6a'],
])}
${shadow(`${p}-s`, 4, 4)}
</defs>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round">
<path d="M66 84C46 70 26 62 8 66 16 80 34 98 60 106Z" fill="url(#${p}-sk)"/>
<path d="M134 84C154 70 174 62 192 66 184 80 166 98 140 106Z" fill="url(#${p}-sk)"/>
<path d="M74 142C60 150 50 162 48 176 62 172 76 162 84 150Z" fill="url(#${p}-sk)"/>
<path d="M126 142C140 150 150 162 152 176 138 172 124 162 116 150Z" fill="url(#${p}-sk)"/>
<path d="M100 152l-6 20h12z" fill="url(#${p}-sk)"/>
<path d="M84 44C84 26 92 16 100 16 108 16 116 26 116 44 116 54 110 60 100 60 90 60 84 54 84 44Z" fill="url(#${p}-sk)"/>
<ellipse cx="100" cy="104" rx="46" ry="56" fill="url(#${p}-sh)" stroke-width="3"/>
</g>
<g fill="none" stroke="#3a2e0e" stroke-width="2.2" stroke-linejoin="round">
<path d="M100 58L114 70 112 90 100 98 88 90 86 70ZM100 98L114 106 112 128 100 136 88 128 86 106ZM100 136L110 144 100 156 90 144Z"/>
<path d="M86 70L62 70M88 90L58 96M88 128L60 122M114 70L138 70M112 90L142 96M112 128L140 122"/>
<path d="M60 70C56 84 56 108 60 122M140 70C144 84 144 108 140 122"/>
</g>
<ellipse cx="100" cy="104" rx="40" ry="50" fill="none" stroke="#e8d890" stroke-width="1.5" stroke-dasharray="6 5" opacity=".6"/>
<g fill="${INK}"><circle cx="92" cy="36" r="3.2"/><circle cx="108" cy="36" r="3.2"/></g>
<g fill="#fff"><circle cx="91" cy="35" r="1.1"/><circle cx="107" cy="35" r="1.1"/></g>
<path d="M90 22c4-4 10-4 14-2M22 70c10 0 22 6 32 14" fill="none" stroke="#e6fff0" stroke-width="3" stroke-linecap="round" opacity=".7"/>
<path d="M80 70C86 62 94 58 100 58" fill="none" stroke="#fff6c0" stroke-width="4" stroke-linecap="round" opacity=".6"/>`;

export const turtle: Drawing = (p) => `<defs>${radial(`${p}-ring`, [
  [0, '#5ff0e0', 0.5],
  [0.7, '#1fb0c8', 0.25],
  [1, '#1fb0c8', 0],
])}</defs>
<circle cx="100" cy="100" r="96" fill="url(#${p}-ring)"/>
${bubbles(26, 150, 1)}${bubbles(172, 40, 0.8)}
${turtleBody(`${p}-t`)}
<rect x="58" y="170" width="84" height="24" rx="12" fill="#ff7a59" stroke="${INK}" stroke-width="2.5"/>
<text x="100" y="188" font-family="'Trebuchet MS','DejaVu Sans',sans-serif" font-size="17" font-weight="700" text-anchor="middle" fill="#fff" letter-spacing="2">WILD</text>`;

export const pearlShell: Drawing = (p) => {
  const ribs = [-60, -40, -20, 0, 20, 40, 60]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return `M100 150L${(100 + 80 * Math.sin(r)).toFixed(1)} ${(150 - 60 * Math.cos(r)).toFixed(1)}`;
    })
    .join('');
  return `<defs>
${linear(`${p}-top`, [
  [0, '#ffc4d6'],
  [1, '#e0708e'],
])}
${linear(`${p}-in`, [
  [0, '#ffe8f0'],
  [1, '#f2a6c0'],
])}
${radial(
  `${p}-pearl`,
  [
    [0, '#ffffff'],
    [0.5, '#f4f0ff'],
    [1, '#b8b0e0'],
  ],
  0.38,
  0.35,
  0.7,
)}
${glow(`${p}-l`, '#fff6c8', 9)}
${shadow(`${p}-s`)}
</defs>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round">
<path d="M100 120C60 120 26 96 22 64 40 34 70 22 100 22 130 22 160 34 178 64 174 96 140 120 100 120Z" fill="url(#${p}-top)"/>
<path d="M100 116C64 116 36 96 34 70 52 46 76 38 100 38 124 38 148 46 166 70 164 96 136 116 100 116Z" fill="url(#${p}-in)" stroke-width="1.5"/>
<path d="M20 136C22 112 56 98 100 98 144 98 178 112 180 136 164 168 132 180 100 180 68 180 36 168 20 136Z" fill="url(#${p}-top)"/>
<path d="M80 176l20 12 20-12" fill="#e0708e"/>
</g>
<path d="${ribs}" fill="none" stroke="#b04a6a" stroke-width="2" opacity=".55" transform="translate(0 28) scale(1 .8)"/>
<circle cx="100" cy="100" r="27" fill="url(#${p}-pearl)" stroke="#7a70b0" stroke-width="2" filter="url(#${p}-l)"/>
<ellipse cx="91" cy="90" rx="9" ry="6" fill="#fff" transform="rotate(-30 91 90)"/>
<polygon points="${star(150, 52, 4, 12, 3)}" fill="#fffbe0"/>
<polygon points="${star(48, 58, 4, 8, 2)}" fill="#fffbe0"/>`;
};

export const seahorse: Drawing = (p) => `<defs>
${linear(
  `${p}-b`,
  [
    [0, '#ffe36a'],
    [0.5, '#ffb02e'],
    [1, '#e0641c'],
  ],
  0,
  0,
  1,
  1,
)}
${linear(`${p}-f`, [
  [0, '#ffd36a', 0.9],
  [1, '#ff8a3a', 0.7],
])}
${shadow(`${p}-s`)}
</defs>
${bubbles(40, 120, 1)}
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round">
<path d="M122 92C140 90 150 104 146 120 138 114 130 110 122 112Z" fill="url(#${p}-f)"/>
<path d="M114 142C118 160 108 176 94 178 80 178 78 162 90 160 98 160 98 168 92 168" fill="none" stroke="${INK}" stroke-width="15"/>
<path d="M114 142C118 160 108 176 94 178 80 178 78 162 90 160 98 160 98 168 92 168" fill="none" stroke="url(#${p}-b)" stroke-width="9"/>
<path d="M28 54C28 50 31 49 36 49L62 41C64 30 70 22 76 20L80 28 86 18 90 28 96 24 96 36C104 42 108 52 106 64 118 74 128 92 126 112 124 130 118 142 110 148 100 142 94 134 88 126 78 112 76 96 82 80 74 76 68 70 62 62L36 59C31 59 28 58 28 54Z" fill="url(#${p}-b)"/>
</g>
<g fill="none" stroke="#b84a10" stroke-width="2" stroke-linecap="round" opacity=".7">
<path d="M92 84C98 86 104 86 110 82M88 96C96 98 106 98 116 94M88 108C96 110 108 110 120 106M92 120C100 122 110 122 120 118M98 132C104 134 110 134 116 130"/>
</g>
<circle cx="80" cy="48" r="6.5" fill="#fff" stroke="${INK}" stroke-width="2"/>
<circle cx="78.5" cy="48" r="3.5" fill="${INK}"/>
<circle cx="77.5" cy="46.5" r="1.2" fill="#fff"/>
<path d="M98 44C106 54 110 66 108 76" fill="none" stroke="#fff8d0" stroke-width="3.5" stroke-linecap="round" opacity=".7"/>`;

/** One tentacle: a curl drawn as a thick stroke with suckers along its underside. */
const tentacle = (p: string, d: string, suckers: readonly [number, number][]) =>
  `<path d="${d}" fill="none" stroke="${INK}" stroke-width="17" stroke-linecap="round"/><path d="${d}" fill="none" stroke="url(#${p}-t)" stroke-width="12" stroke-linecap="round"/>${suckers.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.6" fill="#ffd0e0" stroke="#a02a6a" stroke-width="1"/>`).join('')}`;

export const octopus: Drawing = (p) => `<defs>
${radial(
  `${p}-h`,
  [
    [0, '#ff9ad0'],
    [0.6, '#d24a9a'],
    [1, '#7a1c62'],
  ],
  0.4,
  0.3,
  0.75,
)}
${linear(`${p}-t`, [
  [0, '#e85aa8'],
  [1, '#a0287a'],
])}
${shadow(`${p}-s`)}
</defs>
<g filter="url(#${p}-s)">
${tentacle(p, 'M76 110C60 126 36 132 26 150 20 162 32 172 40 162', [
  [44, 140],
  [32, 154],
])}
${tentacle(p, 'M124 110C140 126 164 132 174 150 180 162 168 172 160 162', [
  [156, 140],
  [168, 154],
])}
${tentacle(p, 'M86 118C80 142 62 156 66 176 70 186 82 184 80 174', [
  [74, 150],
  [68, 166],
])}
${tentacle(p, 'M114 118C120 142 138 156 134 176 130 186 118 184 120 174', [
  [126, 150],
  [132, 166],
])}
${tentacle(p, 'M98 122C96 146 100 166 110 180', [
  [99, 148],
  [104, 166],
])}
<path d="M100 20C134 20 150 46 148 76 146 100 132 118 100 120 68 118 54 100 52 76 50 46 66 20 100 20Z" fill="url(#${p}-h)" stroke="${INK}" stroke-width="3"/>
</g>
<g stroke="${INK}" stroke-width="2"><ellipse cx="82" cy="84" rx="12" ry="13" fill="#fff"/><ellipse cx="118" cy="84" rx="12" ry="13" fill="#fff"/></g>
<g fill="${INK}"><circle cx="84" cy="86" r="6"/><circle cx="116" cy="86" r="6"/></g>
<g fill="#fff"><circle cx="82" cy="83" r="2"/><circle cx="114" cy="83" r="2"/></g>
<path d="M92 104Q100 110 108 104" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>
<g fill="#ffb0d8" opacity=".8"><circle cx="76" cy="50" r="5"/><circle cx="122" cy="44" r="4"/><circle cx="132" cy="60" r="3"/></g>
<path d="M70 40C78 30 88 26 98 26" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" opacity=".7"/>`;

export const clownfish: Drawing = (p) => `<defs>
${linear(`${p}-b`, [
  [0, '#ffb347'],
  [0.5, '#ff7a1c'],
  [1, '#e0521a'],
])}
<clipPath id="${p}-c"><path d="M24 100C34 72 74 60 108 66 128 70 142 80 150 94 142 114 126 126 102 130 68 136 32 124 24 100Z"/></clipPath>
${shadow(`${p}-s`)}
</defs>
${bubbles(30, 60, 0.9)}
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round">
<path d="M146 98L182 70C190 88 190 110 182 128Z" fill="url(#${p}-b)"/>
<path d="M70 70C78 48 100 40 124 46 118 56 118 64 122 72Z" fill="url(#${p}-b)"/>
<path d="M96 128C100 146 92 158 80 162 80 150 78 140 72 132Z" fill="url(#${p}-b)"/>
<path d="M24 100C34 72 74 60 108 66 128 70 142 80 150 94 142 114 126 126 102 130 68 136 32 124 24 100Z" fill="url(#${p}-b)"/>
<g clip-path="url(#${p}-c)" stroke-width="3">
<path d="M52 60C62 80 62 110 50 140H68C78 110 78 80 68 60Z" fill="#fff"/>
<path d="M96 60C104 84 104 110 94 140H112C120 110 120 84 114 60Z" fill="#fff"/>
<path d="M136 70C142 86 142 108 136 124H160V70Z" fill="#fff"/>
</g>
<path d="M24 100C34 72 74 60 108 66 128 70 142 80 150 94 142 114 126 126 102 130 68 136 32 124 24 100Z" fill="none"/>
</g>
<path d="M182 70l-4 6M186 86l-6 2M186 110l-6-2M182 128l-4-6" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>
<path d="M84 100C88 106 90 114 86 120" fill="url(#${p}-b)" stroke="${INK}" stroke-width="2"/>
<circle cx="40" cy="94" r="8" fill="#fff" stroke="${INK}" stroke-width="2"/>
<circle cx="38.5" cy="94" r="4.6" fill="${INK}"/>
<circle cx="37" cy="92" r="1.6" fill="#fff"/>
<path d="M26 106Q32 110 38 108" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>
<path d="M46 76C62 68 84 64 104 68" fill="none" stroke="#fff3c0" stroke-width="4" stroke-linecap="round" opacity=".7"/>`;

export const starfish: Drawing = (p) => {
  // Five rounded arms: each tip a curve round a point 78 out, the notches 32 out.
  const point = (r: number, i: number) => {
    const a = ((-90 + i * 36) * Math.PI) / 180;
    return [100 + r * Math.cos(a), 104 + r * Math.sin(a)] as const;
  };
  let d = '';
  for (let i = 0; i < 10; i += 2) {
    const [tx, ty] = point(80, i);
    const [lx, ly] = point(70, i - 0.35);
    const [rx, ry] = point(70, i + 0.35);
    const [nx, ny] = point(34, i + 1);
    d += `${i === 0 ? `M${lx.toFixed(1)} ${ly.toFixed(1)}` : `L${lx.toFixed(1)} ${ly.toFixed(1)}`}Q${tx.toFixed(1)} ${ty.toFixed(1)} ${rx.toFixed(1)} ${ry.toFixed(1)}Q${point(
      40,
      i + 0.6,
    )
      .map((v) => v.toFixed(1))
      .join(' ')} ${nx.toFixed(1)} ${ny.toFixed(1)}`;
  }
  const dots = Array.from({ length: 5 }, (_, i) =>
    [28, 44, 58]
      .map((r) => {
        const [x, y] = point(r, i * 2);
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(6 - r / 14).toFixed(1)}"/>`;
      })
      .join(''),
  ).join('');
  return `<defs>
${radial(`${p}-b`, [
  [0, '#ffd070'],
  [0.55, '#ff7a3a'],
  [1, '#d8341e'],
])}
${shadow(`${p}-s`)}
</defs>
<path d="${d}Z" fill="url(#${p}-b)" stroke="${INK}" stroke-width="3" stroke-linejoin="round" filter="url(#${p}-s)"/>
<g fill="#fff0c0" stroke="#c84a1a" stroke-width="1">${dots}</g>
<circle cx="100" cy="104" r="8" fill="#ffe08a" stroke="#c84a1a" stroke-width="1.5"/>
<path d="M86 52C92 44 98 40 102 40M52 86C58 80 66 78 72 78" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/>`;
};
