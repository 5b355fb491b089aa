import { type Drawing, glow, linear, radial, shadow, star } from './draw.ts';

/**
 * Pharaoh's Sun's premium symbols in a 200×200 box: burnished gold inlaid with lapis lazuli,
 * turquoise and carnelian, as in the tomb treasures, outlined in dark umber.
 */

const INK = '#2a1606';
const LAPIS = '#1d4f9e';
const TURQUOISE = '#2fb6a6';
const CARNELIAN = '#c4472c';
const GOLD: readonly [number, string][] = [
  [0, '#fff1b8'],
  [0.35, '#f2c653'],
  [0.7, '#c88a1e'],
  [1, '#7d4a0a'],
];

/** Horizontal stripes of gold and lapis, as on the nemes head cloth. */
const stripes = (id: string, a: string, b: string, size = 12, angle = 0) =>
  `<pattern id="${id}" width="200" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="200" height="${size}" fill="${a}"/><rect y="${size / 2}" width="200" height="${size / 2}" fill="${b}"/></pattern>`;

/** The golden mask alone (the tile and banner draw it large, without its label). */
export const pharaohMask: Drawing = (p) => `<defs>
${linear(`${p}-g`, GOLD)}
${linear(
  `${p}-f`,
  [
    [0, '#ffe9a0'],
    [0.5, '#f0b93c'],
    [1, '#b07416'],
  ],
  0,
  0,
  1,
  1,
)}
${stripes(`${p}-n`, '#f2c653', LAPIS, 12)}
${stripes(`${p}-b`, '#e8b440', LAPIS, 8)}
${shadow(`${p}-s`)}
</defs>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round">
<path d="M100 12C64 12 48 34 44 62L20 152C24 164 34 168 46 166L72 162 74 100H126L128 162 154 166C166 168 176 164 180 152L156 62C152 34 136 12 100 12Z" fill="url(#${p}-n)"/>
<path d="M28 186C40 156 70 142 100 142 130 142 160 156 172 186Z" fill="${LAPIS}"/>
<path d="M36 184C48 162 72 152 100 152 128 152 152 162 164 184" fill="none" stroke="${TURQUOISE}" stroke-width="7"/>
<path d="M46 184C56 170 76 162 100 162 124 162 144 170 154 184" fill="none" stroke="#f2c653" stroke-width="6"/>
<path d="M56 186C64 176 80 172 100 172 120 172 136 176 144 186" fill="none" stroke="${CARNELIAN}" stroke-width="6"/>
<path d="M70 62C70 48 84 40 100 40 116 40 130 48 130 62V106C130 130 116 146 100 146 84 146 70 130 70 106Z" fill="url(#${p}-f)"/>
<path d="M64 60C74 44 126 44 136 60V70C124 56 76 56 64 70Z" fill="url(#${p}-g)"/>
<path d="M91 144H109L112 178C108 186 92 186 88 178Z" fill="url(#${p}-b)"/>
<path d="M100 28C94 30 93 38 97 42L100 58 103 42C107 38 106 30 100 28Z" fill="url(#${p}-g)"/>
<path d="M96 34h8M96 39h8" stroke="${LAPIS}" stroke-width="2"/>
</g>
<g stroke-linecap="round" stroke-linejoin="round">
<path d="M76 80Q88 72 98 80M124 80Q112 72 102 80" fill="none" stroke="${LAPIS}" stroke-width="5"/>
<path d="M76 90Q87 82 96 90Q87 96 76 90ZM124 90Q113 82 104 90Q113 96 124 90Z" fill="#fbf6e8" stroke="${INK}" stroke-width="2.5"/>
<path d="M76 90L66 92M124 90L134 92" stroke="${INK}" stroke-width="3"/>
<circle cx="87" cy="89.5" r="3.8" fill="${INK}"/><circle cx="113" cy="89.5" r="3.8" fill="${INK}"/>
<path d="M100 92L96 112Q100 116 104 112" fill="none" stroke="#9a5e12" stroke-width="2.5"/>
<path d="M88 126Q100 122 112 126Q100 134 88 126Z" fill="#c8861c" stroke="#8a5210" stroke-width="2"/>
<path d="M78 66C76 84 76 104 80 118" fill="none" stroke="#fff6d0" stroke-width="4" opacity=".6"/>
</g>`;

export const pharaoh: Drawing = (p) => `${pharaohMask(p)}
<path d="M56 170h88l-7 11 7 11H56l7-11z" fill="${LAPIS}" stroke="#f2c653" stroke-width="3" stroke-linejoin="round"/>
<text x="100" y="188" font-family="Georgia,'Times New Roman',serif" font-size="17" font-weight="700" text-anchor="middle" fill="#ffe28a" letter-spacing="3">WILD</text>`;

/** One wing of the winged sun (the left; the right is its mirror): three rows of feathers. */
const wing = (p: string) => {
  const rows: [string, string][] = [
    ['M84 84C60 68 34 64 8 70L12 82C36 78 60 84 84 98Z', `url(#${p}-g)`],
    ['M84 98C60 84 36 80 12 82L18 96C42 92 62 98 84 110Z', LAPIS],
    ['M84 110C62 98 42 96 18 96L30 120C50 110 68 114 84 122Z', TURQUOISE],
  ];
  const quills = [20, 30, 40, 50, 60, 70]
    .map((x) => `M${x} ${72 + (84 - x) * 0.08}L${x + 6} ${118 - (x - 18) * 0.12}`)
    .join('');
  return `${rows.map(([d, fill]) => `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-width="2.2" stroke-linejoin="round"/>`).join('')}<path d="${quills}" stroke="${INK}" stroke-width="1.6" opacity=".7"/>`;
};

export const sunDisc: Drawing = (p) => `<defs>
${linear(`${p}-g`, GOLD)}
${radial(
  `${p}-d`,
  [
    [0, '#fff2a8'],
    [0.4, '#ffb02e'],
    [0.8, '#e0461c'],
    [1, '#9a1c0c'],
  ],
  0.45,
  0.4,
  0.6,
)}
${radial(`${p}-r`, [
  [0, '#ffd86b', 0.9],
  [1, '#ffd86b', 0],
])}
${glow(`${p}-l`, '#ffcf4a', 8)}
${shadow(`${p}-s`)}
</defs>
<polygon points="${star(100, 94, 16, 92, 40)}" fill="url(#${p}-r)"/>
<g filter="url(#${p}-s)"><g transform="translate(84 92) scale(1.1 1.4) translate(-84 -92)">${wing(p)}</g><g transform="matrix(-1 0 0 1 200 0) translate(84 92) scale(1.1 1.4) translate(-84 -92)">${wing(p)}</g></g>
<g stroke="${INK}" stroke-width="2.2" stroke-linejoin="round">
<path d="M72 100C66 112 70 124 78 128 74 120 76 112 82 108ZM128 100C134 112 130 124 122 128 126 120 124 112 118 108Z" fill="url(#${p}-g)"/>
<circle cx="100" cy="94" r="30" fill="url(#${p}-d)" stroke-width="3" filter="url(#${p}-l)"/>
<circle cx="100" cy="94" r="24" fill="none" stroke="#fff1b8" stroke-width="1.5" opacity=".7"/>
</g>
<ellipse cx="90" cy="82" rx="9" ry="5" fill="#fffbe0" opacity=".8" transform="rotate(-30 90 82)"/>
<path d="M70 150h60M80 160h40" stroke="#f2c653" stroke-width="3" stroke-linecap="round" opacity=".7"/>`;

export const scarab: Drawing = (p) => `<defs>
${linear(
  `${p}-e`,
  [
    [0, '#5fe0cf'],
    [0.35, '#1f8fb0'],
    [0.75, LAPIS],
    [1, '#0e2a5c'],
  ],
  0,
  0,
  1,
  1,
)}
${radial(
  `${p}-d`,
  [
    [0, '#ffe08a'],
    [0.5, '#f2702a'],
    [1, '#a8200e'],
  ],
  0.4,
  0.4,
  0.6,
)}
${linear(`${p}-g`, GOLD)}
${shadow(`${p}-s`)}
</defs>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-linejoin="round" stroke-linecap="round">
<circle cx="100" cy="34" r="24" fill="url(#${p}-d)" stroke-width="3"/>
<path d="M86 70L70 52 80 40M114 70L130 52 120 40M74 110L44 100 30 112M126 110L156 100 170 112M80 140L50 152 40 172M120 140L150 152 160 172" fill="none" stroke-width="6"/>
<path d="M86 70L70 52 80 40M114 70L130 52 120 40M74 110L44 100 30 112M126 110L156 100 170 112M80 140L50 152 40 172M120 140L150 152 160 172" fill="none" stroke="#c88a1e" stroke-width="2.5"/>
<path d="M84 68Q100 52 116 68L112 78H88Z" fill="url(#${p}-g)" stroke-width="2.5"/>
<path d="M88 60l4-6 4 5 4-6 4 6 4-5 4 6" fill="none" stroke-width="2"/>
<ellipse cx="100" cy="92" rx="32" ry="17" fill="url(#${p}-e)" stroke-width="2.5"/>
<path d="M68 104C66 150 86 180 100 182 114 180 134 150 132 104Z" fill="url(#${p}-e)" stroke-width="2.5"/>
<path d="M100 104V182" stroke-width="2.5"/>
<path d="M68 104H132" stroke="#f2c653" stroke-width="3"/>
</g>
<path d="M80 116C78 136 84 156 94 170M84 84C92 80 104 80 112 82" fill="none" stroke="#d8fff6" stroke-width="4" stroke-linecap="round" opacity=".6"/>
<ellipse cx="92" cy="26" rx="8" ry="5" fill="#fff6d0" opacity=".75" transform="rotate(-30 92 26)"/>`;

export const eyeOfHorus: Drawing = (p) => `<defs>
${radial(`${p}-b`, [
  [0, '#3a78d0'],
  [0.7, LAPIS],
  [1, '#0c2656'],
])}
${linear(`${p}-g`, GOLD)}
${shadow(`${p}-s`)}
</defs>
<circle cx="100" cy="100" r="86" fill="url(#${p}-b)" stroke="url(#${p}-g)" stroke-width="7" filter="url(#${p}-s)"/>
<circle cx="100" cy="100" r="76" fill="none" stroke="#f2c653" stroke-width="1.5" opacity=".5" stroke-dasharray="3 5"/>
<g stroke="${INK}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">
<path d="M36 66Q100 34 164 58L162 72Q100 50 40 80Z" fill="url(#${p}-g)"/>
<path d="M40 100Q96 58 150 94Q96 124 40 100Z" fill="#fbf6e8"/>
<circle cx="94" cy="94" r="15" fill="#10203a"/>
<circle cx="89" cy="89" r="4" fill="#fff"/>
</g>
<g fill="none" stroke-linecap="round" stroke-linejoin="round">
<path d="M40 100Q96 58 150 94Q96 124 40 100M150 94H176M84 116L80 164M112 114Q126 148 148 148Q164 148 162 134Q160 122 148 128" stroke="${INK}" stroke-width="10"/>
<path d="M40 100Q96 58 150 94Q96 124 40 100M150 94H176M84 116L80 164M112 114Q126 148 148 148Q164 148 162 134Q160 122 148 128" stroke="url(#${p}-g)" stroke-width="6"/>
</g>`;

export const ankh: Drawing = (p) => `<defs>
${linear(`${p}-g`, GOLD, 0, 0, 1, 1)}
${radial(`${p}-j`, [
  [0, '#ff9a7a'],
  [1, '#8a1c0c'],
])}
${shadow(`${p}-s`)}
</defs>
<g filter="url(#${p}-s)" fill="none" stroke-linecap="round" stroke-linejoin="round">
<path d="M100 92C80 92 70 72 70 54 70 34 84 18 100 18 116 18 130 34 130 54 130 72 120 92 100 92Z" stroke="${INK}" stroke-width="22"/>
<path d="M100 92C80 92 70 72 70 54 70 34 84 18 100 18 116 18 130 34 130 54 130 72 120 92 100 92Z" stroke="url(#${p}-g)" stroke-width="16"/>
<path d="M100 92C80 92 70 72 70 54 70 34 84 18 100 18 116 18 130 34 130 54 130 72 120 92 100 92Z" stroke="${TURQUOISE}" stroke-width="4"/>
<path d="M40 92L48 102 40 112H160L152 102 160 92Z" fill="url(#${p}-g)" stroke="${INK}" stroke-width="3"/>
<path d="M88 112L112 112 122 186H78Z" fill="url(#${p}-g)" stroke="${INK}" stroke-width="3"/>
<path d="M54 102H146M100 118V178" stroke="${LAPIS}" stroke-width="4"/>
</g>
<circle cx="100" cy="102" r="9" fill="url(#${p}-j)" stroke="${INK}" stroke-width="2"/>
<path d="M78 40C80 30 88 24 96 22" fill="none" stroke="#fffbe0" stroke-width="4" stroke-linecap="round" opacity=".8"/>`;

export const pyramid: Drawing = (p) => `<defs>
${linear(`${p}-l`, [
  [0, '#f6dca0'],
  [1, '#d1a25a'],
])}
${linear(`${p}-d`, [
  [0, '#b4823e'],
  [1, '#7a5020'],
])}
${radial(`${p}-sun`, [
  [0, '#fff2a8'],
  [0.6, '#ffb02e'],
  [1, '#e0561c'],
])}
${linear(`${p}-g`, GOLD)}
${linear(`${p}-sand`, [
  [0, '#f0c878'],
  [1, '#b88a40'],
])}
${shadow(`${p}-s`)}
</defs>
<circle cx="148" cy="58" r="34" fill="url(#${p}-sun)" opacity=".95"/>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round">
<path d="M100 30L12 158H116Z" fill="url(#${p}-l)"/>
<path d="M100 30L116 158H188Z" fill="url(#${p}-d)"/>
<path d="M100 30L88 48H105Z" fill="url(#${p}-g)"/>
<path d="M100 30L105 48H114Z" fill="#a86a12"/>
</g>
<g stroke="#7a5020" stroke-width="1.5" opacity=".55">
<path d="M74 68H107M60 88H109M46 108H111M32 128H113M20 148H115"/>
<path d="M111 68L119 78M113 98L128 108M114 128L144 138" stroke="#4a2e10"/>
</g>
<path d="M4 166C40 148 80 150 100 158 130 148 170 148 196 166 176 188 24 188 4 166Z" fill="url(#${p}-sand)" stroke="${INK}" stroke-width="2.5"/>
<path d="M30 172c20-6 40-6 60 0M112 174c20-6 40-6 60 0" fill="none" stroke="#fff0c8" stroke-width="3" stroke-linecap="round" opacity=".6"/>
<polygon points="${star(100, 26, 4, 10, 2.5)}" fill="#fffbe0"/>`;
