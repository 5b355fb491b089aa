import { devOutbox, smsNoLogin, smsRegister } from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { sendNoLoginCode, sendRegisterCode } from './sms.service.ts';

/** SMS codes for visitors (login, forgot password, registration) and the development outbox. */
async function verificationModule(app: FastifyInstance) {
  const deps = { db: app.db, kv: app.kv, outbox: app.outbox, afterResponse: app.afterResponse };
  const context = (merchant: Merchant, request: FastifyRequest) => ({
    merchantId: merchant.id,
    brandName: merchant.name,
    ip: request.ip,
    lang: request.lang,
  });

  route(app, smsNoLogin, async ({ body, merchant, request }) =>
    sendNoLoginCode(deps, context(merchant, request), body),
  );

  route(app, smsRegister, async ({ body, merchant, request }) =>
    sendRegisterCode(deps, context(merchant, request), body),
  );

  // What the development outbox holds; production has no such page.
  route(
    app,
    devOutbox,
    async ({ query }) => {
      if (app.config.production) throw new NotFoundError();
      // Codes are sent after their request is answered; show them once they are out.
      await app.afterResponse.settled();
      // An unescaped "+63…" arrives as " 63…" (a plus means a space in a query string).
      const sent = await app.outbox.sentTo(query.recipient.replace(/^ (?=\d)/, '+').trim());
      return sent.map((message) => ({ ...message, createdAt: new Date(message.createdAt).toISOString() }));
    },
    { tenant: false },
  );
}

export default defineModule('verification', verificationModule);
