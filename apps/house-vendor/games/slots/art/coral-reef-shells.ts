import { type Drawing, linear, radial, shadow } from './draw.ts';

/**
 * Coral Reef's low symbols: a shell, a coral, an urchin and a sea fan, each on a soft aqua
 * bubble so the low tier reads as one family beside the bare premium animals.
 */

const INK = '#0a2a3c';

/** The aqua bubble a low symbol sits on, with its rim light. */
const bubble = (p: string, body: string) => `<defs>${radial(
  `${p}-bub`,
  [
    [0, '#7fe8f0', 0.35],
    [0.8, '#1f9ab8', 0.3],
    [1, '#bff6ff', 0.7],
  ],
  0.5,
  0.5,
  0.5,
)}</defs>
<circle cx="100" cy="100" r="88" fill="url(#${p}-bub)" stroke="#bff6ff" stroke-width="2" stroke-opacity=".6"/>
<path d="M40 62A70 70 0 0 1 84 28" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".45"/>
${body}`;

/** The scallop without its bubble (the scenes set it on the sea floor). */
export const scallopBody: Drawing = (p) => {
  const ribs = Array.from({ length: 9 }, (_, i) => {
    const a = ((-64 + i * 16) * Math.PI) / 180;
    return `M100 158L${(100 + 86 * Math.sin(a)).toFixed(1)} ${(158 - 100 * Math.cos(a)).toFixed(1)}`;
  }).join('');
  const edge = Array.from({ length: 9 }, (_, i) => {
    const a = ((-72 + (i + 1) * 16) * Math.PI) / 180;
    const x = (100 + 92 * Math.sin(a)).toFixed(1);
    const y = (158 - 104 * Math.cos(a)).toFixed(1);
    return `Q${x} ${y} `;
  });
  const ends = Array.from({ length: 10 }, (_, i) => {
    const a = ((-72 + i * 16) * Math.PI) / 180;
    return `${(100 + 80 * Math.sin(a)).toFixed(1)} ${(158 - 92 * Math.cos(a)).toFixed(1)}`;
  });
  const rim = `M${ends[0]}${edge.map((q, i) => `${q}${ends[i + 1]}`).join('')}`;
  return `<defs>${shadow(`${p}-s`)}${linear(`${p}-sh`, [
    [0, '#ffd8c0'],
    [0.6, '#ff9a7a'],
    [1, '#e0604a'],
  ])}</defs>
<g filter="url(#${p}-s)" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round">
<path d="${rim}L100 158Z" fill="url(#${p}-sh)"/>
<path d="M72 150L100 158 128 150 134 170H66Z" fill="#f08a6a"/>
</g>
<path d="${ribs}" fill="none" stroke="#b84a3a" stroke-width="2.2" opacity=".6"/>
<path d="M60 96C66 80 78 70 92 66" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/>`;
};

/** The red coral without its bubble. */
export const redCoralBody: Drawing = (p) => {
  const branches =
    'M100 170V120M100 140C86 130 76 116 74 96M74 96C66 86 62 74 64 60M74 96C84 86 88 74 86 62M100 120C104 100 116 88 128 80M128 80C128 66 136 56 146 52M128 80C140 80 150 86 156 96M100 120C98 98 100 74 106 50M106 50C100 40 102 32 108 26M106 50C114 44 122 42 128 44M86 150C72 148 60 140 54 128';
  return `<defs>${shadow(`${p}-s`)}${linear(`${p}-c`, [
    [0, '#ff6a5a'],
    [1, '#c0202a'],
  ])}</defs>
<ellipse cx="100" cy="172" rx="42" ry="10" fill="#8a6a4a" stroke="${INK}" stroke-width="2.5"/>
<g filter="url(#${p}-s)" fill="none" stroke-linecap="round" stroke-linejoin="round">
<path d="${branches}" stroke="${INK}" stroke-width="15"/>
<path d="${branches}" stroke="url(#${p}-c)" stroke-width="10"/>
</g>
<path d="M96 160V126M70 94C64 84 62 74 64 64M102 110C104 92 104 72 108 54" fill="none" stroke="#ffc0b0" stroke-width="3" stroke-linecap="round" opacity=".8"/>
<g fill="#ffd8d0"><circle cx="64" cy="60" r="3"/><circle cx="146" cy="52" r="3"/><circle cx="108" cy="26" r="3"/><circle cx="156" cy="96" r="3"/></g>`;
};

/** The sea urchin without its bubble. */
export const seaUrchinBody: Drawing = (p) => {
  const spikes = Array.from({ length: 36 }, (_, i) => {
    const a = (i * 10 * Math.PI) / 180;
    const r = i % 2 === 0 ? 78 : 64;
    return `M${(100 + 34 * Math.cos(a)).toFixed(1)} ${(108 + 30 * Math.sin(a)).toFixed(1)}L${(100 + r * Math.cos(a)).toFixed(1)} ${(108 + r * 0.9 * Math.sin(a)).toFixed(1)}`;
  }).join('');
  return `<defs>${shadow(`${p}-s`)}${radial(
    `${p}-u`,
    [
      [0, '#c080ff'],
      [0.6, '#6a2cb8'],
      [1, '#2e0c5e'],
    ],
    0.4,
    0.35,
    0.7,
  )}</defs>
<g filter="url(#${p}-s)" stroke-linecap="round">
<path d="${spikes}" stroke="${INK}" stroke-width="6"/>
<path d="${spikes}" stroke="#8a4ae0" stroke-width="3"/>
<ellipse cx="100" cy="108" rx="40" ry="35" fill="url(#${p}-u)" stroke="${INK}" stroke-width="2.5"/>
</g>
<g fill="#e0c0ff" opacity=".8"><circle cx="86" cy="96" r="3"/><circle cx="100" cy="90" r="3"/><circle cx="114" cy="96" r="3"/><circle cx="92" cy="110" r="3"/><circle cx="108" cy="110" r="3"/><circle cx="100" cy="124" r="3"/></g>
<ellipse cx="86" cy="92" rx="10" ry="6" fill="#fff" opacity=".5" transform="rotate(-30 86 92)"/>`;
};

/** The sea fan without its bubble. */
export const seaFanBody: Drawing = (p) => {
  const veins =
    'M100 160V40M100 150C86 120 70 96 46 76M100 150C114 120 130 96 154 76M100 130C84 110 70 84 62 56M100 130C116 110 130 84 138 56M72 104C64 96 52 92 40 96M128 104C136 96 148 92 160 96M84 86C80 72 82 56 86 44M116 86C120 72 118 56 114 44M58 84L70 66M142 84L130 66M90 120L76 126M110 120L124 126';
  return `<defs>${shadow(`${p}-s`)}${radial(
    `${p}-f`,
    [
      [0, '#ffb0e0', 0.95],
      [1, '#b03aa0', 0.9],
    ],
    0.5,
    0.7,
    0.8,
  )}<pattern id="${p}-mesh" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0H9M0 0V9" stroke="#7a1a7a" stroke-width="1.2" opacity=".55"/></pattern></defs>
<g filter="url(#${p}-s)" stroke-linejoin="round">
<path d="M100 160C70 150 36 120 32 84 30 56 54 34 80 36 88 30 112 30 120 36 146 34 170 56 168 84 164 120 130 150 100 160Z" fill="url(#${p}-f)" stroke="${INK}" stroke-width="2.5"/>
<path d="M100 160C70 150 36 120 32 84 30 56 54 34 80 36 88 30 112 30 120 36 146 34 170 56 168 84 164 120 130 150 100 160Z" fill="url(#${p}-mesh)"/>
<path d="${veins}" fill="none" stroke="#6a1a6a" stroke-width="3" stroke-linecap="round"/>
<path d="${veins}" fill="none" stroke="#ffd0f0" stroke-width="1.2" stroke-linecap="round" opacity=".7"/>
<path d="M92 160H108L112 178H88Z" fill="#7a3a5a" stroke="${INK}" stroke-width="2.5"/>
</g>`;
};

export const scallop: Drawing = (p) => bubble(p, scallopBody(p));
export const redCoral: Drawing = (p) => bubble(p, redCoralBody(p));
export const seaUrchin: Drawing = (p) => bubble(p, seaUrchinBody(p));
export const seaFan: Drawing = (p) => bubble(p, seaFanBody(p));
