import { type Drawing, linear, radial, shadow } from './draw.ts';

/**
 * Golden Dragon's low symbols: objects carved from jade, one green stone with pale carved
 * highlights and dark cut lines, each with a touch of gold or red cord so the set belongs
 * to the title. Silhouettes differ (tall vase, round flower, half-round fan, coin) so they
 * read apart at reel size.
 */

const CUT = '#0b3d2c';
const SHINE = '#e2fff0';

const jade = (p: string) =>
  `${linear(
    `${p}-j`,
    [
      [0, '#c4f5d4'],
      [0.35, '#4cc493'],
      [0.75, '#1b7a56'],
      [1, '#0c4a36'],
    ],
    0.2,
    0,
    0.8,
    1,
  )}${radial(
    `${p}-k`,
    [
      [0, '#9ef0c4'],
      [1, '#1b7a56'],
    ],
    0.4,
    0.35,
    0.7,
  )}${shadow(`${p}-s`)}`;

export const jadeVase: Drawing = (p) => `<defs>${jade(p)}</defs>
<g filter="url(#${p}-s)" stroke="${CUT}" stroke-width="2.5" stroke-linejoin="round">
<path d="M80 22h40l-4 10c-2 6-2 12 2 16 22 12 38 34 38 64 0 30-16 54-32 64l4 10H72l4-10c-16-10-32-34-32-64 0-30 16-52 38-64 4-4 4-10 2-16z" fill="url(#${p}-j)"/>
<path d="M80 22h40v6H80z" fill="#f2c14e"/>
<path d="M78 48h44" fill="none" stroke="#f2c14e" stroke-width="4"/>
<path d="M72 176h56v8H72z" fill="url(#${p}-k)"/>
</g>
<g fill="none" stroke-linecap="round" stroke-linejoin="round">
<path d="M76 98c-6-10 4-20 14-14 2-10 18-10 20 0 10-6 20 4 14 14 8 6 2 18-8 16-2 10-18 12-22 2-10 6-22-2-18-18z" stroke="${CUT}" stroke-width="3"/>
<circle cx="100" cy="102" r="8" stroke="${CUT}" stroke-width="3"/>
<path d="M60 132c14 10 66 10 80 0M64 74c12-8 60-8 72 0" stroke="${CUT}" stroke-width="2.5" opacity=".8"/>
<path d="M62 96c-2 24 4 44 16 58" stroke="${SHINE}" stroke-width="5" opacity=".6"/>
<path d="M90 30c-2 8-2 12 0 16" stroke="${SHINE}" stroke-width="3" opacity=".6"/>
</g>`;

export const jadeLotus: Drawing = (p) => `<defs>${jade(p)}</defs>
<g filter="url(#${p}-s)" stroke="${CUT}" stroke-width="2.5" stroke-linejoin="round">
<ellipse cx="100" cy="160" rx="76" ry="20" fill="url(#${p}-k)"/>
<path d="M100 160L96 142" stroke-width="2"/>
<path d="M100 146C70 150 36 140 22 112 50 104 78 116 100 146Z" fill="url(#${p}-j)"/>
<path d="M100 146C130 150 164 140 178 112 150 104 122 116 100 146Z" fill="url(#${p}-j)"/>
<path d="M100 146C72 136 50 108 52 70 80 80 98 108 100 146Z" fill="url(#${p}-j)"/>
<path d="M100 146C128 136 150 108 148 70 120 80 102 108 100 146Z" fill="url(#${p}-j)"/>
<path d="M100 146C82 124 78 80 100 38 122 80 118 124 100 146Z" fill="url(#${p}-j)"/>
</g>
<g fill="none" stroke-linecap="round">
<path d="M100 60v70M74 92c8 14 16 30 22 46M126 92c-8 14-16 30-22 46M44 118c18 8 36 16 50 24M156 118c-18 8-36 16-50 24" stroke="${CUT}" stroke-width="1.8" opacity=".7"/>
<path d="M94 62c-6 18-6 40 0 60M60 84c2 14 8 28 18 40M30 114c14 0 28 6 38 14" stroke="${SHINE}" stroke-width="3.5" opacity=".65"/>
<path d="M40 162c20 6 80 8 116-2" stroke="${SHINE}" stroke-width="3" opacity=".5"/>
</g>
<circle cx="100" cy="150" r="5" fill="#f2c14e" stroke="${CUT}" stroke-width="1.5"/>`;

/** A point at radius r and angle a (degrees) round the fan's pivot (100, 168). */
const polar = (r: number, a: number) =>
  `${(100 + r * Math.cos((a * Math.PI) / 180)).toFixed(1)} ${(168 + r * Math.sin((a * Math.PI) / 180)).toFixed(1)}`;

export const jadeFan: Drawing = (p) => {
  // Thirteen ribs spread over 150°, from 195° to 345°.
  const ribs = Array.from({ length: 13 }, (_, i) => `M${polar(28, 195 + i * 12.5)}L${polar(96, 195 + i * 12.5)}`).join(
    '',
  );
  const arc = (r: number, from = 195, to = 345) => `M${polar(r, from)}A${r} ${r} 0 0 1 ${polar(r, to)}`;
  const wave = Array.from({ length: 6 }, (_, i) => {
    const a = 207 + i * 21;
    return `M${polar(58, a)}Q${polar(70, a + 10.5)} ${polar(58, a + 21)}`;
  }).join('');
  return `<defs>${jade(p)}${linear(`${p}-r`, [
    [0, '#f0483c'],
    [1, '#8a0c14'],
  ])}</defs>
<g filter="url(#${p}-s)" stroke="${CUT}" stroke-width="2.5" stroke-linejoin="round">
<path d="${arc(96)}L${polar(28, 345)}A28 28 0 0 0 ${polar(28, 195)}Z" fill="url(#${p}-j)"/>
</g>
<g fill="none" stroke-linecap="round">
<path d="${ribs}" stroke="${CUT}" stroke-width="1.8" opacity=".7"/>
<path d="${arc(84)}" stroke="${CUT}" stroke-width="2" opacity=".7"/>
<path d="${arc(40)}" stroke="${CUT}" stroke-width="2" opacity=".7"/>
<path d="${wave}" stroke="${CUT}" stroke-width="3"/>
<path d="${arc(90, 200, 250)}" stroke="${SHINE}" stroke-width="4" opacity=".65"/>
</g>
<path d="M100 168c-4 8-10 14-8 24M100 168c4 8 8 14 6 24" fill="none" stroke="url(#${p}-r)" stroke-width="4" stroke-linecap="round"/>
<circle cx="100" cy="166" r="8" fill="#f2c14e" stroke="${CUT}" stroke-width="2.5"/>`;
};

export const jadeCoin: Drawing = (p) => `<defs>${jade(p)}${linear(`${p}-r`, [
  [0, '#f0483c'],
  [1, '#8a0c14'],
])}</defs>
<path d="M100 150c-6 10-8 24-4 42M100 150c6 10 8 24 4 42" fill="none" stroke="url(#${p}-r)" stroke-width="5" stroke-linecap="round"/>
<g filter="url(#${p}-s)" stroke="${CUT}" stroke-width="3" stroke-linejoin="round">
<path fill-rule="evenodd" fill="url(#${p}-j)" d="M100 20a68 68 0 1 1 0 136a68 68 0 1 1 0-136ZM84 72v32h32V72Z"/>
</g>
<g fill="none" stroke-linecap="round">
<circle cx="100" cy="88" r="56" stroke="${CUT}" stroke-width="2.5"/>
<path d="M84 72h32v32H84z" stroke="#f2c14e" stroke-width="3"/>
<path d="M92 38h16M100 32v16M90 128h20M94 136h12M56 78v20M48 88h16M144 78v20M136 84h16M136 94h16" stroke="${CUT}" stroke-width="4"/>
<path d="M52 62A56 56 0 0 1 86 34" stroke="${SHINE}" stroke-width="5" opacity=".65"/>
</g>
<path d="M100 150l-8 6 8 6 8-6z" fill="url(#${p}-r)" stroke="${CUT}" stroke-width="1.5"/>`;
