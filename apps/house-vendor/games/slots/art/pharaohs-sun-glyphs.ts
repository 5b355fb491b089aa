import { type Drawing, linear, shadow, spread } from './draw.ts';

/**
 * Pharaoh's Sun's low symbols: a painted hieroglyph on a sandstone stele, each glyph in the
 * tomb painters' colours (lapis, turquoise, red ochre, black) with a carved umber outline.
 */

const INK = '#3a2208';
const LAPIS = '#1d4f9e';
const TURQUOISE = '#2fb6a6';
const OCHRE = '#c4472c';

/** The stele every glyph is painted on: a round-topped sandstone slab with a carved border and grain. */
const stele = (p: string, glyph: string) => {
  const grain = spread(26, 100, 150, 5)
    .map(([x, y, w]) => `<circle cx="${50 + x}" cy="${30 + y}" r="${(0.8 + w * 1.4).toFixed(1)}"/>`)
    .join('');
  return `<defs>${linear(
    `${p}-st`,
    [
      [0, '#f3d9a4'],
      [0.6, '#dcb06a'],
      [1, '#b08040'],
    ],
    0,
    0,
    0.4,
    1,
  )}${shadow(`${p}-s`)}</defs>
<g filter="url(#${p}-s)"><path d="M36 190V52C36 26 64 12 100 12 136 12 164 26 164 52V190Z" fill="url(#${p}-st)" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/></g>
<path d="M46 180V56C46 36 70 24 100 24 130 24 154 36 154 56V180Z" fill="none" stroke="#9a6a2c" stroke-width="2.5"/>
<path d="M46 180V56C46 36 70 24 100 24" fill="none" stroke="#fff2cc" stroke-width="2" opacity=".6" transform="translate(1.5 1.5)"/>
<g fill="#8a5a22" opacity=".35">${grain}</g>
<g stroke="${INK}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round">${glyph}</g>`;
};

export const feather: Drawing = (p) =>
  stele(
    p,
    `<defs><pattern id="${p}-fs" width="200" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(-24)"><rect width="200" height="16" fill="${TURQUOISE}"/><rect y="5" width="200" height="5" fill="${LAPIS}"/><rect y="10" width="200" height="6" fill="#f2c653"/></pattern></defs>
<path d="M100 170C84 138 78 96 86 62 90 42 108 30 126 36 136 40 134 52 124 50 116 48 112 54 112 62 114 100 112 140 106 170Z" fill="url(#${p}-fs)"/>
<path d="M103 170C98 130 96 90 106 56" fill="none" stroke-width="2.5"/>
<path d="M88 170H118" stroke="${OCHRE}" stroke-width="7"/>`,
  );

export const lotus: Drawing = (p) =>
  stele(
    p,
    `<path d="M100 170V128" fill="none" stroke="#2f8a4a" stroke-width="7"/>
<path d="M100 170V128" fill="none" stroke-width="1.5"/>
<path d="M100 130C76 128 62 108 64 88 80 92 94 108 100 130Z" fill="${LAPIS}"/>
<path d="M100 130C124 128 138 108 136 88 120 92 106 108 100 130Z" fill="${LAPIS}"/>
<path d="M100 130C84 116 80 84 88 58 96 70 100 100 100 130Z" fill="#6fa8e8"/>
<path d="M100 130C116 116 120 84 112 58 104 70 100 100 100 130Z" fill="#6fa8e8"/>
<path d="M100 130C92 110 92 74 100 44 108 74 108 110 100 130Z" fill="#f4f0e0"/>
<path d="M80 132C88 124 112 124 120 132 112 144 88 144 80 132Z" fill="#2f8a4a"/>
<path d="M70 100C72 108 76 114 82 118M130 100C128 108 124 114 118 118" fill="none" stroke="#a8d0ff" stroke-width="2"/>`,
  );

export const cobra: Drawing = (p) =>
  stele(
    p,
    `<path d="M120 112C134 124 136 142 122 148H78C60 148 58 168 76 168H128" fill="none" stroke="${INK}" stroke-width="15"/>
<path d="M120 112C134 124 136 142 122 148H78C60 148 58 168 76 168H128" fill="none" stroke="#2f8a4a" stroke-width="9"/>
<path d="M84 154h8M100 154h8M100 162h8" stroke="#9fdc8a" stroke-width="2" opacity=".7"/>
<path d="M114 124C94 120 84 98 86 72 88 54 102 44 114 48 128 52 132 74 128 98 126 112 122 122 114 124Z" fill="${TURQUOISE}"/>
<path d="M98 62C94 78 96 98 108 116M116 58C120 74 120 96 114 116" fill="none" stroke="${LAPIS}" stroke-width="3"/>
<path d="M104 70h10M102 84h14M104 98h10" stroke="#f2c653" stroke-width="3.5"/>
<path d="M110 52C102 42 84 40 72 46 66 50 68 58 76 58L106 62Z" fill="#f2c653"/>
<circle cx="86" cy="49" r="2.6" fill="${INK}" stroke="none"/>
<path d="M68 52L56 54M60 54L54 50M60 54L54 58" fill="none" stroke="${OCHRE}" stroke-width="2.2"/>`,
  );

export const ibis: Drawing = (p) =>
  stele(
    p,
    `<path d="M100 130L96 168M112 130L116 168M86 169H102M108 169H124" fill="none" stroke-width="3"/>
<path d="M74 104C80 86 102 80 122 86 138 90 146 104 138 118 128 132 100 136 86 128 76 122 72 114 74 104Z" fill="#f8f4ea"/>
<path d="M128 92C134 106 140 118 152 128 142 130 132 124 126 116Z" fill="#1c1a18"/>
<path d="M84 100C76 84 76 64 88 54" fill="none" stroke="${INK}" stroke-width="10"/>
<path d="M84 100C76 84 76 64 88 54" fill="none" stroke="#1c1a18" stroke-width="7"/>
<path d="M86 46C96 44 100 52 96 58 90 62 82 58 82 52Z" fill="#1c1a18"/>
<path d="M84 52C70 54 60 66 56 86" fill="none" stroke="${INK}" stroke-width="5"/>
<path d="M84 52C70 54 60 66 56 86" fill="none" stroke="#1c1a18" stroke-width="3"/>
<circle cx="90" cy="51" r="1.8" fill="#f8f4ea" stroke="none"/>
<path d="M96 112C106 118 122 118 132 110" fill="none" stroke="${LAPIS}" stroke-width="3"/>
<path d="M92 104C102 110 118 110 128 102" fill="none" stroke="${OCHRE}" stroke-width="2"/>`,
  );
