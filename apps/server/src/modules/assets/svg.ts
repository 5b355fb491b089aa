/**
 * Artwork drawn on the server as SVG, so the demo brand's images are served
 * locally with no outside hosts and cost a few hundred bytes each.
 */
const hue = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

export function vendorLogo(code: string, category: string): string {
  const h = hue(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,55%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,35%)"/></linearGradient></defs>
<rect width="160" height="80" rx="12" fill="url(#g)"/>
<text x="80" y="44" font-family="Arial,sans-serif" font-size="${code.length > 6 ? 18 : 26}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(code)}</text>
<text x="80" y="66" font-family="Arial,sans-serif" font-size="11" fill="rgba(255,255,255,.8)" text-anchor="middle">${escapeXml(category)}</text>
</svg>`;
}

export function bannerImage(group: string, index: number): string {
  const h = hue(`${group}${index}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="480" viewBox="0 0 1920 480">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${h},65%,22%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,45%)"/></linearGradient></defs>
<rect width="1920" height="480" fill="url(#g)"/>
<circle cx="1500" cy="240" r="190" fill="hsla(${(h + 180) % 360},80%,60%,.25)"/>
<circle cx="1640" cy="120" r="80" fill="hsla(${(h + 120) % 360},80%,70%,.3)"/>
<text x="200" y="230" font-family="Arial,sans-serif" font-size="96" font-weight="800" fill="#fff">${escapeXml(group.toUpperCase())}</text>
<text x="204" y="300" font-family="Arial,sans-serif" font-size="40" fill="rgba(255,255,255,.85)">Arcadia #${index}</text>
</svg>`;
}

export function brandLogo(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">
<circle cx="24" cy="24" r="20" fill="#f5b301"/><path d="M24 10 L34 36 H14 Z" fill="#1b1233"/>
<text x="54" y="32" font-family="Arial,sans-serif" font-size="24" font-weight="800" fill="#f5b301">${escapeXml(name)}</text>
</svg>`;
}

/** The avatar of members who have not uploaded one (also the browser's fallback). */
export function defaultAvatar(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="48" fill="#6142bf"/>
<circle cx="48" cy="38" r="17" fill="#e9e4f7"/>
<path d="M16 82c5-17 18-25 32-25s27 8 32 25a47 47 0 0 1-64 0z" fill="#e9e4f7"/>
</svg>`;
}

/** Up to two lines of about `width` characters, cut at spaces; the rest ends in an ellipsis. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0] ?? '', `${(lines[1] ?? '').slice(0, width - 1)}…`];
}

/** A small emblem per lobby category, drawn in white with marks in the tile's colour. */
const EMBLEMS: Record<string, string> = {
  RNG: '<rect x="48" y="44" width="30" height="44" rx="6"/><rect x="85" y="44" width="30" height="44" rx="6"/><rect x="122" y="44" width="30" height="44" rx="6"/><text x="63" y="76" class="m">7</text><text x="100" y="76" class="m">7</text><text x="137" y="76" class="m">7</text>',
  LIVE: '<rect x="78" y="34" width="44" height="62" rx="6"/><text x="100" y="76" class="m">\u2660</text>',
  PVP: '<rect x="66" y="38" width="40" height="56" rx="6" transform="rotate(-12 86 66)"/><rect x="94" y="38" width="40" height="56" rx="6" transform="rotate(12 114 66)"/><text x="116" y="76" class="m">\u2665</text>',
  FISH: '<path d="M58 66c22-30 62-30 80 0-18 30-58 30-80 0zm80 0 22-16v32z"/><circle cx="78" cy="62" r="4" class="f"/>',
  LOTT: '<circle cx="100" cy="64" r="30"/><text x="100" y="74" class="m">8</text>',
  ELOTT:
    '<circle cx="82" cy="64" r="22"/><circle cx="120" cy="64" r="22"/><text x="82" y="72" class="m">3</text><text x="120" y="72" class="m">5</text>',
  SPORTS: '<circle cx="100" cy="64" r="30"/><path d="M100 44l14 10-5 17h-18l-5-17z" class="f"/>',
};

/** A game tile: colour from the game code, the category's emblem, the name and the vendor. */
export function gameTile(game: { gameCode: string; name: string; vendor: string; category: string }): string {
  const h = hue(game.gameCode);
  const emblem = EMBLEMS[game.category] ?? EMBLEMS.SPORTS;
  const lines = wrap(game.name, 16)
    .map((line, index) => `<tspan x="100" dy="${index === 0 ? 0 : 20}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,50%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},75%,28%)"/></linearGradient></defs>
<rect width="200" height="200" rx="16" fill="url(#g)"/>
<style>.m{font:700 24px Arial,sans-serif;text-anchor:middle;fill:hsl(${h},70%,35%)}.f{fill:hsl(${h},70%,35%)}</style>
<g fill="rgba(255,255,255,.9)">${emblem}</g>
<text x="100" y="132" font-family="Arial,sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">${lines}</text>
<text x="100" y="184" font-family="Arial,sans-serif" font-size="12" fill="rgba(255,255,255,.75)" text-anchor="middle">${escapeXml(game.vendor)}</text>
</svg>`;
}
