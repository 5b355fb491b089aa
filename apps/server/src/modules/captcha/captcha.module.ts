import { captcha, devCaptcha } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { clientIdOf, issueCaptcha, newCookieClientId, peekCaptcha } from './captcha.service.ts';

/** The login captcha image, bound to the browser's client id, and the development answer peek. */
async function captchaModule(app: FastifyInstance) {
  route(app, captcha, async ({ merchant, request, reply }) => {
    let clientId = clientIdOf(request.headers);
    // A client sending no x-client-id (the original front end) is bound by a cookie this answer sets.
    if (clientId === null) {
      const fresh = newCookieClientId(app.config.production || request.protocol === 'https');
      reply.header('set-cookie', fresh.cookie);
      clientId = fresh.clientId;
    }
    return issueCaptcha(app.kv, { merchantId: merchant.id, clientId, ip: request.ip });
  });

  // The answer a browser test types in, without using it up; production has no such page.
  route(app, devCaptcha, async ({ query, merchant }) => {
    if (app.config.production) throw new NotFoundError();
    const answer = await peekCaptcha(app.kv, merchant.id, query.clientId);
    if (answer === null) throw new NotFoundError();
    return answer;
  });
}

export default defineModule('captcha', captchaModule);
