import { isLanguage, type Language } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import type { HouseGame } from '../../catalogue.ts';

/**
 * The lobby art of the draw games (the catalogue addresses `/art/<gameCode>/tile.svg` and
 * `banner.svg`): the game's name in the language asked over a row of drawn balls. Static paths,
 * one per game, so other families' `/art/...` routes never collide with these.
 */

export interface ArtLook {
  /** Two colours of the background gradient. */
  colours: readonly [string, string];
  /** What the balls show (digits, dice faces, numbers). */
  balls: readonly string[];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

function svg(width: number, height: number, name: string, look: ArtLook) {
  const radius = Math.round(height / 9);
  const gap = radius * 2.4;
  const startX = width / 2 - ((look.balls.length - 1) * gap) / 2;
  const ballY = Math.round(height * 0.42);
  const balls = look.balls
    .map((label, i) => {
      const x = Math.round(startX + i * gap);
      return `<circle cx="${x}" cy="${ballY}" r="${radius}" fill="#fff" stroke="${look.colours[1]}" stroke-width="4"/><text x="${x}" y="${ballY + Math.round(radius * 0.38)}" font-size="${Math.round(radius * 1.1)}" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="${look.colours[1]}">${escapeXml(label)}</text>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.colours[0]}"/><stop offset="1" stop-color="${look.colours[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="24" fill="url(#g)"/>`,
    balls,
    `<text x="${width / 2}" y="${Math.round(height * 0.84)}" font-size="${Math.round(height / 11)}" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#fff">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}

/** A game's tile (400×300) or banner (1200×400) in a language (English when none is asked). */
export function artOf(game: HouseGame, look: ArtLook, kind: 'tile' | 'banner', lang: Language = 'EN') {
  const name = game.names[lang] ?? game.names.EN;
  return kind === 'tile' ? svg(400, 300, name, look) : svg(1200, 400, name, look);
}

/** GET /art/<gameCode>/tile.svg and banner.svg (`?lang=` for the name in a language). */
export function registerArt(app: FastifyInstance, games: readonly { game: HouseGame; look: ArtLook }[]) {
  for (const { game, look } of games) {
    for (const kind of ['tile', 'banner'] as const) {
      app.get(`/art/${game.gameCode}/${kind}.svg`, async (request, reply) => {
        const asked = String((request.query as { lang?: unknown }).lang ?? '').toUpperCase();
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(artOf(game, look, kind, isLanguage(asked) ? asked : 'EN'));
      });
    }
  }
}
