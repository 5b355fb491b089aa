import { isLanguage, type Language, slotGameCode } from '@arcadia/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TITLE_ART } from '../../../games/slots/art/art.ts';
import { TITLE_CODES, TITLES } from '../../../games/slots/titles.ts';

const send = (reply: FastifyReply, body: string) =>
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);

/** Drawn once per process and language: the art never changes while it runs. */
function perLanguage(draw: (lang: Language) => string) {
  const drawn = new Map<Language, string>();
  return (lang: Language) => {
    let body = drawn.get(lang);
    if (body === undefined) {
      body = draw(lang);
      drawn.set(lang, body);
    }
    return body;
  };
}

function once(draw: () => string) {
  let body: string | undefined;
  return () => {
    body ??= draw();
    return body;
  };
}

const langOf = (query: unknown): Language => {
  const asked = (query as { lang?: unknown }).lang;
  return isLanguage(asked) ? asked : 'EN';
};

/**
 * GET /art/ARC-<title>/tile.svg and banner.svg (`?lang=` for the name in a language, English
 * otherwise): the lobby's art; GET /art/ARC-<title>/symbols/<id>.svg: the reels' symbols. Public,
 * cached a day. Static paths, one per piece, so another family's `/art/...` routes never collide.
 */
export async function slotArtRoutes(app: FastifyInstance) {
  for (const code of TITLE_CODES) {
    const art = TITLE_ART[code];
    const base = `/art/${slotGameCode(code)}`;
    const tile = perLanguage((lang) => art.tile(TITLES[code].names[lang]));
    const banner = perLanguage((lang) => art.banner(TITLES[code].names[lang]));
    app.get(`${base}/tile.svg`, async (request, reply) => send(reply, tile(langOf(request.query))));
    app.get(`${base}/banner.svg`, async (request, reply) => send(reply, banner(langOf(request.query))));
    for (const [id, draw] of Object.entries(art.symbols)) {
      const symbol = once(draw);
      app.get(`${base}/symbols/${id}.svg`, async (_request, reply) => send(reply, symbol()));
    }
  }
}
