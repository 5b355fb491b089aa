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
