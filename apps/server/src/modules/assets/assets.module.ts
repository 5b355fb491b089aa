import { type BrandLook, DEFAULT_BRAND_LOOK, LANGUAGES, type Language, pickText, THEMES } from '@arcadia/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { TtlCache } from '../../platform/cache.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { contentRepo } from '../content/content.repo.ts';
import { gamesRepo } from '../games/games.repo.ts';
import { type ArtContext, bannerImage, brandLogo, defaultAvatar, gameTile, vendorLogo } from './svg.ts';

const name = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));
const svgFile = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}\.svg$/));
const bannerFile = z.string().check(z.regex(/^[1-9][0-9]{0,3}\.svg$/));

/**
 * What every drawing may be asked for: the theme (dark when absent), the brand whose look
 * it wears (else the brand of the Host, else the house look), and for banners the language.
 * Each is part of the address, so one address is always one drawing and caches as such.
 */
const artQuery = z.object({
  theme: z.optional(z.enum(THEMES)),
  brand: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
  lang: z.optional(z.enum(LANGUAGES)),
});
type ArtQuery = z.infer<typeof artQuery>;

/**
 * Local image hosts. `/img` and `/cdn2/img` serve the same artwork so the brand's
 * image-CDN list has two real entries to choose between. The drawings are in svg.ts.
 */
async function assetsModule(app: FastifyInstance) {
  // Game tiles are the provider's art (its catalogue's address) or drawn from the catalogue (name,
  // vendor, category); null: no such game.
  const tiles = new TtlCache<{
    gameCode: string;
    name: string;
    vendor: string;
    category: string;
    artUrl: string | null;
  } | null>(10 * 60_000, 5000);
  const providerArt = new TtlCache<string | null>(60 * 60_000, 500);
  const games = gamesRepo(app.db);
  const content = contentRepo(app.db);

  /** The brand a drawing is for: named in the address, else the Host's; none is the house look. */
  async function brandOf(request: FastifyRequest, query: ArtQuery): Promise<Merchant | null> {
    if (query.brand) {
      const merchant = await app.tenancy.byCodeOrNull(query.brand);
      if (!merchant) throw new NotFoundError('merchant-not-found');
      return merchant;
    }
    const code = await app.tenancy.codeForDomain(String(request.headers.host ?? '').replace(/:\d+$/, ''));
    return (code && (await app.tenancy.byCodeOrNull(code))) || null;
  }

  const contextOf = (merchant: Merchant | null, query: ArtQuery): ArtContext => ({
    look: (merchant?.look ?? DEFAULT_BRAND_LOOK) as BrandLook,
    theme: query.theme ?? 'dark',
  });

  for (const prefix of ['/img', '/cdn2/img']) {
    app.get(
      `${prefix}/games/:file`,
      { schema: { params: z.object({ file: svgFile }), querystring: artQuery } },
      async (request, reply) => {
        const query = request.query as ArtQuery;
        const code = (request.params as { file: string }).file.slice(0, -4);
        const game = await tiles.get(code, async () => (await games.art(code)) ?? null);
        if (!game) throw new NotFoundError();
        // A provider's own art, kept an hour; drawn here when it has none or it cannot be had.
        const art = game.artUrl ? await providerArt.get(game.artUrl, () => fetchSvg(game.artUrl ?? '')) : null;
        return sendSvg(reply, art ?? gameTile(game, contextOf(await brandOf(request, query), query)));
      },
    );
    app.get(
      `${prefix}/vendors/:category/:file`,
      { schema: { params: z.object({ category: name, file: svgFile }), querystring: artQuery } },
      async (request, reply) => {
        const query = request.query as ArtQuery;
        const { category, file } = request.params as { category: string; file: string };
        return sendSvg(reply, vendorLogo(file.slice(0, -4), category, contextOf(await brandOf(request, query), query)));
      },
    );
    app.get(
      `${prefix}/banners/:group/:file`,
      { schema: { params: z.object({ group: name, file: bannerFile }), querystring: artQuery } },
      async (request, reply) => {
        const query = request.query as ArtQuery;
        const { group, file } = request.params as { group: string; file: string };
        const merchant = await brandOf(request, query);
        if (!merchant) throw new NotFoundError('merchant-not-found');
        const index = Number.parseInt(file, 10);
        const banner = await content.bannerAt(merchant.id, group, index);
        if (!banner) throw new NotFoundError();
        const lang: Language = query.lang ?? merchant.defaultLanguage;
        const title = pickText(banner.title, lang);
        return sendSvg(
          reply,
          bannerImage({ group, index, title, brandName: merchant.name }, contextOf(merchant, query)),
        );
      },
    );
    app.get(
      `${prefix}/brand/:file`,
      { schema: { params: z.object({ file: svgFile }), querystring: artQuery } },
      async (request, reply) => {
        const query = request.query as ArtQuery;
        const code = (request.params as { file: string }).file.slice(0, -4);
        const merchant = await app.tenancy.byCodeOrNull(code);
        if (!merchant) throw new NotFoundError('merchant-not-found');
        return sendSvg(reply, brandLogo(merchant.name, contextOf(merchant, query)));
      },
    );
    app.get(`${prefix}/avatar/default.svg`, (_request, reply) => sendSvg(reply, defaultAvatar()));
  }
}

/**
 * The drawings carry their own <style>, allowed by their own policy (no script can run in
 * them). A brand's image CDN may be another site, so they may be loaded from anywhere.
 * Every input of a drawing is in its address, so a day's caching (and a week's serving
 * while it is checked again) never shows another brand's or theme's art.
 */
const sendSvg = (reply: FastifyReply, svg: string) =>
  reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(svg);

/** A provider's SVG, or null when it does not answer one (the tile is then drawn here). */
async function fetchSvg(url: string): Promise<string | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
  if (!response?.ok || !response.headers.get('content-type')?.includes('image/svg+xml')) return null;
  const text = await response.text();
  return text.length < 512 * 1024 && text.includes('<svg') ? text : null;
}

export default defineModule('assets', assetsModule);
