import { isLanguage, type Language } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { BACCARAT_ENTRIES, tableName } from './catalogue.ts';

/**
 * The tables' lobby art, drawn as SVG: a felt with a natural nine (nine of hearts, king of spades)
 * and a few chips; the table's name in the language asked. Live tables are green, card rooms
 * wine-red, the VIP and high rooms gold-rimmed.
 */

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, Noto Sans Thai, Noto Sans SC, sans-serif';
const TAGLINE: Record<Language, string> = {
  EN: 'Player · Banker · Tie',
  CN: '闲 · 庄 · 和',
  VI: 'Con · Cái · Hòa',
  JA: 'プレイヤー · バンカー · タイ',
  TH: 'ผู้เล่น · เจ้ามือ · เสมอ',
  TY: 'Player · Banker · Tie',
};
const SUIT = {
  H: 'M12 21C12 21 3 14.5 3 8.5A4.5 4.5 0 0 1 12 6A4.5 4.5 0 0 1 21 8.5C21 14.5 12 21 12 21Z',
  S: 'M12 2C12 2 3 9.5 3 14A4.2 4.2 0 0 0 10.5 16.3L9 22H15L13.5 16.3A4.2 4.2 0 0 0 21 14C21 9.5 12 2 12 2Z',
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** CJK and Thai glyphs run wider than Latin ones: a rough width in ems, to squeeze a long name. */
const ems = (text: string) =>
  [...text].reduce((sum, c) => sum + (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(c) ? 1.05 : 0.62), 0);

function text(value: string, x: number, y: number, size: number, fill: string, maxWidth: number, weight = 900) {
  const fit = ems(value) * size > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${fit}>${escapeXml(value)}</text>`;
}

function card(x: number, y: number, w: number, rank: string, suit: 'H' | 'S', tilt: number) {
  const h = w * 1.4;
  const colour = suit === 'H' ? '#d0213b' : '#141a2e';
  const scale = (w * 0.5) / 24;
  return `<g transform="translate(${x} ${y}) rotate(${tilt} ${w / 2} ${h / 2})">
<rect width="${w}" height="${h}" rx="${w * 0.09}" fill="#fdfcf7" stroke="#000" stroke-opacity="0.25"/>
<text x="${w * 0.1}" y="${w * 0.3}" font-family="${FONT}" font-size="${w * 0.26}" font-weight="800" fill="${colour}">${rank}</text>
<path transform="translate(${w * 0.25} ${h * 0.32}) scale(${scale})" d="${SUIT[suit]}" fill="${colour}"/></g>`;
}

const chip = (cx: number, cy: number, r: number, colour: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#fff" stroke-width="${r * 0.16}" stroke-dasharray="${r * 0.4} ${r * 0.35}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="${colour}" stroke="#fff" stroke-opacity="0.6"/>`;

function look(gameCode: string) {
  const live = gameCode.startsWith('ARCL-');
  const premium = gameCode === 'ARCL-BAC-3' || gameCode === 'ARCP-BAC-4';
  return {
    felt: live ? ['#0f7a4a', '#07361f'] : ['#8a1c3a', '#3a0a1a'],
    rim: premium ? '#f5c542' : '#e8d9a8',
  };
}

function drawing(gameCode: string, lang: Language, width: number, height: number) {
  const { felt, rim } = look(gameCode);
  const name = tableName(gameCode, lang);
  const wide = width > height * 2;
  const w = wide ? 150 : 96;
  const cardsX = wide ? width * 0.62 : width * 0.5 - w;
  const cardsY = wide ? 70 : 36;
  const titleSize = wide ? 64 : 34;
  const titleX = wide ? 72 : 24;
  const titleY = wide ? 200 : 246;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(name)}">
<defs><radialGradient id="felt" cx="0.5" cy="0.3" r="0.9"><stop offset="0" stop-color="${felt[0]}"/><stop offset="1" stop-color="${felt[1]}"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#felt)"/>
<ellipse cx="${width / 2}" cy="${height * 1.55}" rx="${width * 0.78}" ry="${height * 1.05}" fill="none" stroke="${rim}" stroke-opacity="0.55" stroke-width="${wide ? 6 : 4}"/>
${card(cardsX, cardsY, w, '9', 'H', -10)}${card(cardsX + w * 0.8, cardsY + 6, w, 'K', 'S', 9)}
${chip(cardsX - w * 0.25, cardsY + w * 1.45, w * 0.2, '#1d4ed8')}${chip(cardsX + w * 2.05, cardsY + w * 1.5, w * 0.22, '#d0213b')}
${text(name, titleX, titleY, titleSize, '#ffffff', width - titleX * 2 - (wide ? width * 0.4 : 0))}
${text(TAGLINE[lang], titleX, titleY + (wide ? 56 : 34), wide ? 30 : 18, rim, width * 0.5, 700)}
</svg>`;
}

/** A table's art in a language (its name in it; English when none is asked). */
export const artOf = (gameCode: string, kind: 'tile' | 'banner', lang: Language = 'EN') =>
  kind === 'tile' ? drawing(gameCode, lang, 400, 300) : drawing(gameCode, lang, 1200, 400);

/** GET /art/<table code>/tile.svg and banner.svg (`?lang=` for a translated name): the lobby's art. */
export async function baccaratArtRoutes(app: FastifyInstance) {
  for (const { gameCode } of BACCARAT_ENTRIES) {
    for (const kind of ['tile', 'banner'] as const) {
      const cache = new Map<Language, string>();
      app.get(`/art/${gameCode}/${kind}.svg`, async (request, reply) => {
        const asked = (request.query as { lang?: unknown }).lang;
        const lang: Language = isLanguage(asked) ? asked : 'EN';
        let body = cache.get(lang);
        if (!body) {
          body = artOf(gameCode, kind, lang);
          cache.set(lang, body);
        }
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(body);
      });
    }
  }
}
