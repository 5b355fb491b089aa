import { captcha } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import { clientIdOf, issueCaptcha } from './captcha.service.ts';

/** The login captcha image, bound to the browser's client id. */
export async function captchaModule(app: FastifyInstance) {
  route(app, captcha, async ({ merchant, request }) =>
    issueCaptcha(app.kv, { merchantId: merchant.id, clientId: clientIdOf(request.headers), ip: request.ip }),
  );
}
