import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TtlCache } from '../../platform/cache.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { gamesRepo } from '../games/games.repo.ts';
import { bannerImage, brandLogo, defaultAvatar, gameTile, vendorLogo } from './svg.ts';

const name = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const svgFile = z.string().regex(/^[A-Za-z0-9_-]{1,40}\.svg$/);

/**
 * Local image hosts. `/img` and `/cdn2/img` serve the same artwork so the
 * brand's image-CDN list has two real entries to choose between.
 */
export async function assetsModule(app: FastifyInstance) {
  // Game tiles are drawn from the catalogue (name, vendor, category); null: no such game.
  const tiles = new TtlCache<string | null>(10 * 60_000, 5000);
  const games = gamesRepo(app.db);
  for (const prefix of ['/img', '/cdn2/img']) {
    app.get(`${prefix}/games/:file`, { schema: { params: z.object({ file: svgFile }) } }, async (request, reply) => {
      const code = (request.params as { file: string }).file.slice(0, -4);
      const svg = await tiles.get(code, async () => {
        const art = await games.art(code);
        return art ? gameTile(art) : null;
      });
      if (!svg) throw new NotFoundError();
      return sendSvg(reply, svg);
    });
    app.get(
      `${prefix}/vendors/:category/:file`,
      { schema: { params: z.object({ category: name, file: svgFile }) } },
      (request, reply) => {
        const { category, file } = request.params as { category: string; file: string };
        return sendSvg(reply, vendorLogo(file.slice(0, -4), category));
      },
    );
    app.get(
      `${prefix}/banners/:group/:file`,
      { schema: { params: z.object({ group: name, file: svgFile }) } },
      (request, reply) => {
        const { group, file } = request.params as { group: string; file: string };
        return sendSvg(reply, bannerImage(group, Number.parseInt(file, 10) || 1));
      },
    );
    app.get(`${prefix}/brand/:file`, { schema: { params: z.object({ file: svgFile }) } }, (request, reply) => {
      const code = (request.params as { file: string }).file.slice(0, -4);
      return sendSvg(reply, brandLogo(code === 'demo' ? 'ARCADIA' : code.toUpperCase()));
    });
    app.get(`${prefix}/avatar/default.svg`, (_request, reply) => sendSvg(reply, defaultAvatar()));
  }
}

/**
 * The drawings carry their own <style>, allowed by their own policy (no script can run in
 * them). A brand's image CDN may be another site, so they may be loaded from anywhere.
 */
const sendSvg = (reply: import('fastify').FastifyReply, svg: string) =>
  reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(svg);
