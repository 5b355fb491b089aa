import { playerAvatar, uploadIcon } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { NotFoundError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { readImage, registerUploads } from '../../platform/upload.ts';
import { avatarRepo } from './avatar.repo.ts';
import { saveAvatar } from './avatar.service.ts';
import { memberOf } from './member-of.ts';
import { memberInfo } from './profile.service.ts';

/** Avatars: the address, the upload (multipart, only here) and the public image. */
export async function avatarRoutes(app: FastifyInstance) {
  await registerUploads(app);

  route(app, playerAvatar, async ({ request }) => ({
    url: (await memberInfo(app.db, memberOf(request).id)).avatarUrl,
  }));

  route(app, uploadIcon, async ({ request }) => saveAvatar(app.db, memberOf(request).id, await readImage(request)));

  app.get(
    '/wps/member/avatar/:id',
    { schema: { params: z.object({ id: z.string().check(z.regex(/^\d{1,18}$/)) }) } },
    async (request, reply) => {
      const merchant = await app.tenancy.fromRequest(request.headers);
      const image = await avatarRepo(app.db).find(merchant.id, (request.params as { id: string }).id);
      if (!image) throw new NotFoundError();
      // The address carries a version (?v=), so a changed avatar is a new address.
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(image.bytes));
    },
  );
}
