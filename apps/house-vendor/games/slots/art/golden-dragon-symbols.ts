import { type Drawing, glow, linear, radial, shadow, star } from './draw.ts';

/**
 * Golden Dragon's premium symbols, drawn in a 200×200 box: imperial red and gold, outlined in
 * dark bronze so they read on any reel colour. The dragon (wild) sits on a red medallion.
 */

const INK = '#4a1d02';
const GOLD: readonly [number, string][] = [
  [0, '#fff4c2'],
  [0.3, '#f7cf55'],
  [0.65, '#d18f1c'],
  [1, '#7a4606'],
];

/** Gold xiangyun (auspicious cloud) scroll at (x, y), about 60 wide. */
export const cloud = (x: number, y: number, scale: number, fill: string, stroke = INK) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-30 8C-36 8-38 0-32-4-30-10-20-12-16-6-14-14-2-16 2-8 6-16 20-14 20-4 28-6 34 2 28 8Z" fill="${fill}" stroke="${stroke}" stroke-width="2.5" stroke-linejoin="round"/><path d="M-22 2c2-4 8-4 8 0M-4 0c2-5 10-5 10 0M12 2c2-3 7-3 8 1" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" opacity=".7"/></g>`;

/** The dragon's head alone, facing left (the tile and banner draw it large, without its medallion). */
export const dragonHead: Drawing = (p) => `<defs>
${linear(`${p}-g`, GOLD)}
${linear(`${p}-h`, [
  [0, '#fff3c4'],
  [1, '#c0801a'],
])}
${linear(`${p}-m`, [
  [0, '#ffb02e'],
  [0.5, '#ee4a1c'],
  [1, '#9a0c14'],
])}
${shadow(`${p}-s`)}
</defs>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round">
<path d="M122 52C134 34 154 28 172 34 162 40 158 46 160 52 172 46 186 50 192 60 180 62 174 68 174 76 186 76 194 86 194 98 186 92 176 94 172 102 182 108 188 118 186 130 178 122 168 122 162 128 168 138 168 148 162 156 156 146 148 142 138 144Z" fill="url(#${p}-m)"/>
<path d="M132 64C142 50 160 40 190 36 174 44 166 50 164 56 172 54 180 56 186 62 174 62 164 66 156 74Z" fill="url(#${p}-h)"/>
<path d="M112 56C118 38 136 22 176 10 158 22 150 30 148 36 158 32 168 32 176 36 162 38 150 44 134 62Z" fill="url(#${p}-h)"/>
<path d="M130 40c3 2 5 6 5 10M150 56c3 1 5 4 6 8" fill="none" stroke-width="1.8" opacity=".6"/>
<path d="M96 100C78 98 54 100 36 104L42 124C60 122 82 114 98 108Z" fill="#4a0508"/>
<path d="M92 106C76 110 60 114 48 116 42 117 40 122 44 123 54 122 64 118 74 116 82 114 88 112 92 110Z" fill="#e0485a" stroke-width="1.2"/>
<path d="M18 92C14 80 20 68 32 66 40 58 54 58 60 66 70 62 80 60 90 58 98 50 108 46 120 48 136 50 150 62 154 80 158 100 152 122 138 136 126 146 110 150 98 146 84 142 68 136 56 132 46 130 40 126 42 118L58 116C70 114 84 110 96 104 80 102 56 100 36 102 26 103 20 100 18 92Z" fill="url(#${p}-g)"/>
<path d="M60 132C56 146 48 156 36 162 50 164 62 158 70 150 70 160 76 168 86 172 84 162 86 152 92 148 96 158 104 164 114 166 108 156 108 150 110 146" fill="url(#${p}-m)"/>
<path d="M82 78C88 66 100 60 114 62 122 56 132 54 140 58 132 60 128 64 128 68 136 66 144 68 148 74 138 74 128 76 120 78 110 74 96 74 88 82Z" fill="url(#${p}-m)"/>
</g>
<g fill="#fffdf0" stroke="${INK}" stroke-width="1.2" stroke-linejoin="round">
<path d="M40 102l4 12 4-11M54 101l3 7 3-7M66 101l3 6 3-6M78 102l2 5 3-5"/>
<path d="M48 118l3-9 4 8M62 116l3-6 3 6"/>
</g>
<g fill="none" stroke="${INK}" stroke-linecap="round" stroke-width="2.5">
<path d="M24 80c0-8 8-12 14-8 5 4 2 11-3 11-4 0-5-4-2-6"/>
<path d="M64 70c6-4 14-4 18 0M70 80c5-3 11-3 14 0" opacity=".55"/>
<path d="M96 104C108 114 122 120 138 122"/>
<path d="M116 96a6 6 0 0 0 12 0M128 96a6 6 0 0 0 12 0M122 108a6 6 0 0 0 12 0M134 108a6 6 0 0 0 12 0M128 120a6 6 0 0 0 12 0" stroke-width="1.8" opacity=".55"/>
</g>
<ellipse cx="104" cy="86" rx="11" ry="7" fill="#fff8d6" stroke="${INK}" stroke-width="2" transform="rotate(-14 104 86)"/>
<circle cx="105" cy="86" r="5.5" fill="#e8322b"/>
<ellipse cx="105" cy="86" rx="1.8" ry="4.8" fill="#1a0500"/>
<circle cx="102.5" cy="83.5" r="1.6" fill="#fff"/>
<g fill="none" stroke-linecap="round">
<path d="M34 102C16 108 6 124 14 142 18 150 28 150 28 143M48 62C44 42 62 30 86 32 100 34 106 26 100 20" stroke="${INK}" stroke-width="7"/>
<path d="M34 102C16 108 6 124 14 142 18 150 28 150 28 143M48 62C44 42 62 30 86 32 100 34 106 26 100 20" stroke="#ffd75e" stroke-width="3.5"/>
</g>
<path d="M58 70C76 62 100 54 122 54" fill="none" stroke="#fff6cf" stroke-width="3" stroke-linecap="round" opacity=".75"/>`;

export const dragon: Drawing = (p) => `<defs>${radial(`${p}-r`, [
  [0, '#e23a2e'],
  [0.75, '#a2101a'],
  [1, '#5e050c'],
])}</defs>
<circle cx="100" cy="96" r="90" fill="url(#${p}-r)" stroke="#f2c14e" stroke-width="6"/>
<circle cx="100" cy="96" r="81" fill="none" stroke="#f2c14e" stroke-width="1.5" opacity=".6"/>
<g opacity=".3">${cloud(40, 54, 0.7, '#f2c14e', '#a2101a')}${cloud(150, 150, 0.8, '#f2c14e', '#a2101a')}</g>
${dragonHead(`${p}-d`)}
<path d="M40 168h120l-9 12 9 12H40l9-12z" fill="url(#${p}-r)" stroke="#f2c14e" stroke-width="3" stroke-linejoin="round"/>
<text x="100" y="187" font-family="Georgia,'Times New Roman',serif" font-size="19" font-weight="700" text-anchor="middle" fill="#ffe28a" letter-spacing="3">WILD</text>`;

export const redEnvelope: Drawing = (p) => `<defs>
${linear(
  `${p}-r`,
  [
    [0, '#f0483c'],
    [0.6, '#c0121e'],
    [1, '#7e0810'],
  ],
  0,
  0,
  1,
  1,
)}
${linear(`${p}-g`, GOLD)}
${radial(`${p}-c`, [
  [0, '#fff7cf'],
  [0.55, '#f5c542'],
  [1, '#b07414'],
])}
${shadow(`${p}-s`, 4, 4)}
${glow(`${p}-l`, '#ffd35a', 7)}
</defs>
<g filter="url(#${p}-l)">
<g transform="rotate(12 100 100)" filter="url(#${p}-s)">
<rect x="62" y="24" width="92" height="140" rx="8" fill="#9a0c16" stroke="${INK}" stroke-width="2.5"/>
<path d="M62 34l46 40 46-40" fill="none" stroke="#f2c14e" stroke-width="3"/>
</g>
<g transform="rotate(-8 100 100)" filter="url(#${p}-s)">
<rect x="46" y="28" width="100" height="150" rx="9" fill="url(#${p}-r)" stroke="${INK}" stroke-width="3"/>
<rect x="53" y="35" width="86" height="136" rx="6" fill="none" stroke="#f2c14e" stroke-width="2.5"/>
<path d="M46 38C60 58 80 76 96 82 112 76 132 58 146 38V36C146 32 142 28 137 28H55C50 28 46 32 46 36Z" fill="#a80e18" stroke="${INK}" stroke-width="2.5"/>
<path d="M52 40C66 58 82 72 96 77 110 72 126 58 140 40" fill="none" stroke="#f2c14e" stroke-width="2.5"/>
<circle cx="96" cy="84" r="22" fill="url(#${p}-c)" stroke="${INK}" stroke-width="2.5"/>
<circle cx="96" cy="84" r="16" fill="none" stroke="#9a5a0c" stroke-width="2"/>
<rect x="89" y="77" width="14" height="14" fill="#a80e18" stroke="#7a4606" stroke-width="2"/>
<path d="M96 64v-2M96 106v-2M76 84h-2M118 84h-2" stroke="#7a4606" stroke-width="2"/>
<path d="M66 132c6-8 16-8 18 0 4-8 16-8 18 0 4-8 16-8 18 0" fill="none" stroke="#f2c14e" stroke-width="3" stroke-linecap="round"/>
<path d="M66 148c6-8 16-8 18 0 4-8 16-8 18 0 4-8 16-8 18 0" fill="none" stroke="#f2c14e" stroke-width="3" stroke-linecap="round" opacity=".7"/>
<path d="M58 46l10 58" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".25"/>
</g>
</g>
<polygon points="${star(164, 40, 4, 12, 3)}" fill="#fff3b0"/>
<polygon points="${star(34, 150, 4, 9, 2.5)}" fill="#fff3b0"/>
<polygon points="${star(170, 150, 4, 7, 2)}" fill="#fff3b0"/>`;

export const pearl: Drawing = (p) => `<defs>
${radial(
  `${p}-p`,
  [
    [0, '#ffffff'],
    [0.35, '#fbeef6'],
    [0.75, '#d9c4ea'],
    [1, '#8f78c2'],
  ],
  0.42,
  0.38,
  0.62,
  0.32,
  0.28,
)}
${linear(`${p}-f`, [
  [0, '#ffe066'],
  [0.45, '#ff7a1c'],
  [1, '#c8141e'],
])}
${shadow(`${p}-s`)}
${glow(`${p}-l`, '#fff0c0', 8)}
</defs>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.2" stroke-linejoin="round">
<path d="M100 28C118 26 142 34 156 54 146 50 136 52 130 58 150 62 168 80 170 102 160 94 150 94 142 98 158 110 164 132 154 150 148 140 138 136 128 138 134 152 130 168 118 178 116 166 108 158 98 156 92 168 80 176 64 178 70 168 70 158 66 150 52 160 36 158 24 148 36 146 44 138 46 130 30 128 20 116 18 100 30 106 42 106 50 100 36 90 32 72 38 56 46 66 56 70 66 70 60 56 64 42 76 32 80 42 88 46 96 46 92 38 94 32 100 28Z" fill="url(#${p}-f)"/>
</g>
<path d="M100 40C112 40 126 46 134 56M146 74c8 6 12 14 14 22M150 116c4 8 4 16 2 22M122 150c0 8-4 14-8 18M82 158c-4 6-10 10-16 12M50 140c-8 4-16 4-22 2M40 110c-8-2-14-8-18-14M46 78c-4-6-6-12-6-18M76 52c-2-6 0-12 4-16" fill="none" stroke="#fff3a0" stroke-width="3" stroke-linecap="round" opacity=".75"/>
<circle cx="96" cy="102" r="46" fill="url(#${p}-p)" stroke="#6a5296" stroke-width="2.5" filter="url(#${p}-l)"/>
<ellipse cx="82" cy="84" rx="16" ry="10" fill="#fff" opacity=".85" transform="rotate(-30 82 84)"/>
<path d="M62 122c8 14 26 22 44 20" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".5"/>
<path d="M128 96c2 10 0 20-6 28" fill="none" stroke="#b6a0e0" stroke-width="3" stroke-linecap="round" opacity=".6"/>`;

export const koi: Drawing = (p) => `<defs>
${linear(`${p}-b`, [
  [0, '#ffffff'],
  [1, '#efe4d6'],
])}
${linear(`${p}-o`, [
  [0, '#ff6a2a'],
  [1, '#d3201a'],
])}
${linear(
  `${p}-f`,
  [
    [0, '#ffb35a', 0.95],
    [1, '#ff6a2a', 0.8],
  ],
  0,
  0,
  1,
  0,
)}
${linear(`${p}-w`, [
  [0, '#5fd0e6'],
  [1, '#1a6fa8'],
])}
<clipPath id="${p}-c"><path d="M28 98C34 80 56 66 86 66 118 66 140 78 158 98 150 114 124 128 94 128 62 128 38 116 28 98Z"/></clipPath>
${shadow(`${p}-s`)}
</defs>
<path d="M14 170c16-10 30-10 46 0s30 10 46 0 30-10 46 0 22 8 34 4" fill="none" stroke="url(#${p}-w)" stroke-width="6" stroke-linecap="round"/>
<path d="M30 186c14-8 26-8 40 0s26 8 40 0 26-8 40 0" fill="none" stroke="url(#${p}-w)" stroke-width="5" stroke-linecap="round" opacity=".7"/>
<g transform="translate(8 4) scale(.88) rotate(-24 100 100)" filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.2" stroke-linejoin="round">
<path d="M150 92C164 76 178 62 196 54 190 72 184 84 184 98 186 114 192 128 198 142 180 134 164 120 150 104Z" fill="url(#${p}-f)"/>
<path d="M70 68C82 44 108 36 134 44 124 50 120 58 124 70Z" fill="url(#${p}-f)"/>
<path d="M64 120C58 140 44 150 28 154 38 140 44 128 46 116Z" fill="url(#${p}-f)"/>
<path d="M118 124C118 138 112 148 102 154 104 142 102 132 96 126Z" fill="url(#${p}-f)"/>
<path d="M28 98C34 80 56 66 86 66 118 66 140 78 158 98 150 114 124 128 94 128 62 128 38 116 28 98Z" fill="url(#${p}-b)"/>
<g clip-path="url(#${p}-c)" stroke="none">
<path d="M30 80C50 62 70 64 78 80 70 96 50 96 30 90Z" fill="url(#${p}-o)"/>
<path d="M92 60C110 64 124 70 132 86 120 96 104 92 96 82 92 74 88 68 92 60Z" fill="url(#${p}-o)"/>
<path d="M138 90C146 94 152 98 160 100 152 110 144 112 136 106Z" fill="url(#${p}-o)"/>
<g fill="none" stroke="#b98a6a" stroke-width="1.4" opacity=".5">
<path d="M84 80a6 6 0 0 0 0 12M96 80a6 6 0 0 0 0 12M108 80a6 6 0 0 0 0 12M120 82a6 6 0 0 0 0 12M90 94a6 6 0 0 0 0 12M102 94a6 6 0 0 0 0 12M114 96a6 6 0 0 0 0 12M96 108a6 6 0 0 0 0 12M108 108a6 6 0 0 0 0 12"/>
</g>
</g>
<path d="M28 98C38 88 48 86 56 90" fill="none" stroke-width="1.6"/>
<path d="M62 74c4 10 4 30-2 44" fill="none" stroke-width="1.6" opacity=".6"/>
<path d="M152 102C160 116 170 124 186 132" fill="none" stroke="#c8501a" stroke-width="1.5"/>
<path d="M156 96c10-10 20-20 34-30M158 100c10-4 20-4 32-2" fill="none" stroke="#c8501a" stroke-width="1.5"/>
<circle cx="46" cy="88" r="5" fill="#1a0a00" stroke="none"/>
<circle cx="44.5" cy="86.5" r="1.6" fill="#fff" stroke="none"/>
<path d="M30 100c-6 6-10 14-8 22M34 104c-2 8 0 14 4 18" fill="none" stroke-width="1.8" stroke-linecap="round"/>
<path d="M58 74C80 66 110 64 132 72" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".7"/>
</g>`;

export const goldIngot: Drawing = (p) => `<defs>
${linear(`${p}-g`, GOLD)}
${linear(
  `${p}-d`,
  [
    [0, '#fff8d6'],
    [0.4, '#ffd65a'],
    [1, '#b87a12'],
  ],
  0.2,
  0,
  0.8,
  1,
)}
${radial(`${p}-i`, [
  [0, '#7a4606'],
  [1, '#c8891a'],
])}
${shadow(`${p}-s`, 5, 4)}
</defs>
<ellipse cx="100" cy="162" rx="78" ry="12" fill="#000" opacity=".25"/>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="3" stroke-linejoin="round">
<path d="M14 88C18 72 36 70 50 84 70 96 130 96 150 84 164 70 182 72 186 88 188 118 160 154 100 156 40 154 12 118 14 88Z" fill="url(#${p}-g)"/>
<path d="M36 92C52 102 70 108 100 108 130 108 148 102 164 92 156 102 132 112 100 112 68 112 44 102 36 92Z" fill="url(#${p}-i)" stroke-width="2"/>
<path d="M58 100C56 68 76 48 100 48 124 48 144 68 142 100 128 108 72 108 58 100Z" fill="url(#${p}-d)"/>
</g>
<path d="M74 86C74 70 84 60 98 58" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"/>
<path d="M30 112c10 18 34 30 62 32" fill="none" stroke="#fff6cf" stroke-width="4" stroke-linecap="round" opacity=".6"/>
<path d="M22 88c4-8 14-8 22 0M178 88c-4-8-14-8-22 0" fill="none" stroke="#fff6cf" stroke-width="3" stroke-linecap="round" opacity=".8"/>
<polygon points="${star(150, 44, 4, 13, 3)}" fill="#fffbe0"/>
<polygon points="${star(40, 54, 4, 8, 2)}" fill="#fffbe0"/>
<polygon points="${star(112, 70, 4, 7, 1.8)}" fill="#ffffff"/>`;

export const lantern: Drawing = (p) => `<defs>
${radial(
  `${p}-r`,
  [
    [0, '#ffd27a'],
    [0.35, '#f4502e'],
    [0.8, '#b8101c'],
    [1, '#6e0610'],
  ],
  0.5,
  0.5,
  0.55,
  0.45,
  0.42,
)}
${linear(`${p}-g`, GOLD)}
${linear(`${p}-t`, [
  [0, '#e8322b'],
  [1, '#8a0c14'],
])}
${shadow(`${p}-s`)}
${glow(`${p}-l`, '#ff9a3a', 10)}
</defs>
<path d="M100 2v26" stroke="${INK}" stroke-width="3"/>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round">
<path d="M92 152h16v10h-16z" fill="url(#${p}-g)"/>
<path d="M90 162c-2 10-4 20-10 32M96 162c0 12-1 22-4 32M104 162c0 12 1 22 4 32M110 162c2 10 4 20 10 32" fill="none" stroke="url(#${p}-t)" stroke-width="4" stroke-linecap="round"/>
<g filter="url(#${p}-l)"><ellipse cx="100" cy="94" rx="64" ry="58" fill="url(#${p}-r)"/></g>
<g fill="none" stroke="#7a0a12" stroke-width="2" opacity=".75">
<ellipse cx="100" cy="94" rx="44" ry="58"/><ellipse cx="100" cy="94" rx="22" ry="58"/><path d="M100 36v116"/>
</g>
<path d="M66 30h68l-6 12H72z" fill="url(#${p}-g)"/>
<path d="M72 146h56l6 10H66z" fill="url(#${p}-g)"/>
<path d="M40 70c20-6 100-6 120 0M40 118c20 6 100 6 120 0" fill="none" stroke="#f2c14e" stroke-width="3"/>
</g>
<circle cx="100" cy="94" r="17" fill="url(#${p}-g)" stroke="${INK}" stroke-width="2"/>
<path d="M100 80l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#b8101c"/>
<path d="M60 62c-8 12-10 30-4 48" fill="none" stroke="#ffe3a8" stroke-width="5" stroke-linecap="round" opacity=".55"/>`;
