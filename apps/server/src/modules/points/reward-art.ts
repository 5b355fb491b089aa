import type { RewardArt } from '@arcadia/contracts';

/**
 * Each reward's picture, drawn on the server as SVG from its motif, its name and its
 * id: the motif gives the object, the name its colours, the id the sparkle pattern
 * around it, so no two rewards look alike even with the same motif.
 */

const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 2166136261);

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** The object itself, centred in a 240 × 240 picture; `a` is the main colour, `b` the accent. */
const MOTIFS: Record<RewardArt, (a: string, b: string) => string> = {
  gift: (a, b) =>
    `<rect x="62" y="104" width="116" height="84" rx="8" fill="${a}"/><rect x="54" y="84" width="132" height="28" rx="6" fill="${b}"/>
<rect x="112" y="84" width="16" height="104" fill="#fff" opacity=".85"/><path d="M120 84c-22-30-48-18-38-4 6 8 24 6 38 4zm0 0c22-30 48-18 38-4-6 8-24 6-38 4z" fill="none" stroke="#fff" stroke-width="7"/>`,
  phone: (a, b) =>
    `<rect x="80" y="46" width="80" height="148" rx="14" fill="#1d1b26"/><rect x="87" y="60" width="66" height="116" rx="4" fill="${a}"/>
<circle cx="120" cy="185" r="5" fill="#555"/><path d="M97 150l18-26 14 16 10-12 17 22z" fill="${b}"/><circle cx="134" cy="92" r="9" fill="#fff" opacity=".8"/>`,
  earbuds: (a, b) =>
    `<rect x="68" y="116" width="104" height="72" rx="34" fill="${a}"/><path d="M68 138h104" stroke="${b}" stroke-width="4"/>
<circle cx="96" cy="84" r="18" fill="#fff"/><rect x="90" y="90" width="12" height="34" rx="6" fill="#fff"/>
<circle cx="144" cy="84" r="18" fill="#fff"/><rect x="138" y="90" width="12" height="34" rx="6" fill="#fff"/><circle cx="120" cy="160" r="4" fill="${b}"/>`,
  watch: (a, b) =>
    `<rect x="100" y="36" width="40" height="168" rx="12" fill="${b}"/><rect x="74" y="74" width="92" height="92" rx="22" fill="#1d1b26"/>
<rect x="82" y="82" width="76" height="76" rx="16" fill="${a}"/><path d="M120 98v24l14 10" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"/>`,
  speaker: (a, b) =>
    `<rect x="74" y="50" width="92" height="140" rx="16" fill="${a}"/><circle cx="120" cy="140" r="32" fill="#1d1b26"/>
<circle cx="120" cy="140" r="14" fill="${b}"/><circle cx="120" cy="84" r="14" fill="#1d1b26"/><circle cx="120" cy="84" r="5" fill="${b}"/>`,
  tablet: (a, b) =>
    `<rect x="46" y="58" width="148" height="118" rx="12" fill="#1d1b26"/><rect x="56" y="68" width="128" height="98" rx="4" fill="${a}"/>
<rect x="68" y="82" width="46" height="34" rx="4" fill="${b}"/><rect x="124" y="82" width="48" height="8" rx="4" fill="#fff" opacity=".8"/>
<rect x="124" y="98" width="36" height="8" rx="4" fill="#fff" opacity=".6"/><rect x="68" y="128" width="104" height="26" rx="4" fill="#fff" opacity=".35"/>`,
  console: (a, b) =>
    `<path d="M58 104c0-16 12-26 28-26h68c16 0 28 10 28 26l10 52c3 16-14 24-26 12l-16-18H90l-16 18c-12 12-29 4-26-12z" fill="${a}"/>
<path d="M84 110v22M73 121h22" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="150" cy="112" r="7" fill="${b}"/><circle cx="164" cy="128" r="7" fill="#fff"/>`,
  mug: (a, b) =>
    `<path d="M70 76h84v92c0 14-10 24-24 24h-36c-14 0-24-10-24-24z" fill="${a}"/><path d="M154 96h14c14 0 14 46 0 46h-14" fill="none" stroke="${a}" stroke-width="10"/>
<path d="M92 54c-6 8 6 12 0 20M112 50c-6 8 6 12 0 20M132 54c-6 8 6 12 0 20" stroke="#fff" stroke-width="4" fill="none" opacity=".8"/><rect x="70" y="112" width="84" height="16" fill="${b}"/>`,
  shirt: (a, b) =>
    `<path d="M90 50l-42 24 16 34 16-8v92h80v-92l16 8 16-34-42-24c-4 14-16 20-30 20s-26-6-30-20z" fill="${a}"/>
<path d="M120 112l10 20-10 22-10-22z" fill="${b}"/>`,
  cap: (a, b) =>
    `<path d="M52 150c0-52 30-86 68-86s68 34 68 86z" fill="${a}"/><path d="M120 64v86M86 76c-8 20-10 48-8 74M154 76c8 20 10 48 8 74" stroke="${b}" stroke-width="4" fill="none"/>
<path d="M40 150h150c14 0 14 22 0 22H58c-14 0-26-10-18-22z" fill="${b}"/><circle cx="120" cy="62" r="6" fill="${b}"/>`,
  bag: (a, b) =>
    `<path d="M92 84c0-24 12-36 28-36s28 12 28 36" fill="none" stroke="${b}" stroke-width="8"/><path d="M60 84h120l-10 108H70z" fill="${a}"/>
<rect x="104" y="112" width="32" height="24" rx="4" fill="${b}"/>`,
  voucher: (a, b) =>
    `<path d="M40 82h160v24a14 14 0 0 0 0 28v24H40v-24a14 14 0 0 0 0-28z" fill="${a}"/><path d="M150 86v68" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/>
<text x="96" y="132" font-family="Arial,sans-serif" font-size="34" font-weight="800" fill="#fff" text-anchor="middle">%</text><circle cx="175" cy="120" r="9" fill="${b}"/>`,
  cash: (a, b) =>
    `<rect x="50" y="92" width="140" height="74" rx="8" fill="${b}" transform="rotate(-8 120 129)"/><rect x="50" y="88" width="140" height="74" rx="8" fill="${a}"/>
<circle cx="120" cy="125" r="22" fill="#fff" opacity=".9"/><circle cx="70" cy="125" r="7" fill="#fff" opacity=".6"/><circle cx="170" cy="125" r="7" fill="#fff" opacity=".6"/>`,
  load: (a, b) =>
    `<rect x="84" y="40" width="72" height="132" rx="12" fill="#1d1b26"/><rect x="90" y="52" width="60" height="104" rx="4" fill="${a}"/>
<path d="M126 70l-20 36h16l-8 34 24-42h-16z" fill="#fff"/><path d="M60 186c20-14 100-14 120 0" stroke="${b}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
};

export interface RewardArtInput {
  id: string;
  art: RewardArt;
  name: string;
  /** For cash rewards: the face value shown on a ribbon (already formatted). */
  value: string | null;
}

export function rewardArt({ id, art, name, value }: RewardArtInput): string {
  const seed = hash(`${id}:${name}`);
  const h = seed % 360;
  const a = `hsl(${h},70%,52%)`;
  const b = `hsl(${(h + 150) % 360},75%,60%)`;
  const sparkles = Array.from({ length: 7 }, (_, i) => {
    const n = hash(`${seed}:${i}`);
    const x = 16 + (n % 208);
    const y = 16 + ((n >>> 8) % 208);
    const r = 2 + ((n >>> 16) % 4);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".35"/>`;
  }).join('');
  const ribbon = value
    ? `<rect x="0" y="200" width="240" height="40" fill="rgba(0,0,0,.45)"/><text x="120" y="227" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(value)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<defs><radialGradient id="bg" cx=".3" cy=".25" r="1"><stop offset="0" stop-color="hsl(${(h + 30) % 360},60%,32%)"/><stop offset="1" stop-color="hsl(${(h + 300) % 360},55%,14%)"/></radialGradient></defs>
<rect width="240" height="240" fill="url(#bg)"/>${sparkles}
<circle cx="120" cy="120" r="92" fill="hsla(${h},80%,70%,.12)"/>
${MOTIFS[art](a, b)}${ribbon}
</svg>`;
}
