import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bannerImage, brandLogo, defaultAvatar, vendorLogo } from './svg.ts';

const name = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const svgFile = z.string().regex(/^[A-Za-z0-9_-]{1,40}\.svg$/);

/**
 * Local image hosts. `/img` and `/cdn2/img` serve the same artwork so the
 * brand's image-CDN list has two real entries to choose between.
 */
export async function assetsModule(app: FastifyInstance) {
  for (const prefix of ['/img', '/cdn2/img']) {
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

const sendSvg = (reply: import('fastify').FastifyReply, svg: string) =>
  reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
