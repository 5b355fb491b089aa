import { changePassword, forgotByEmail, resetByEmail, setPasswordByPhone } from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/route.ts';
import { hostName, type Merchant } from '../../platform/tenancy.ts';
import { memberOf } from './member-of.ts';
import * as passwords from './password.service.ts';
import { passwordResetsRepo } from './password-resets.repo.ts';

/** Change, forget (by e-mail link or by phone) and reset the password. */
export function passwordRoutes(app: FastifyInstance) {
  const deps = { db: app.db, kv: app.kv, outbox: app.outbox, afterResponse: app.afterResponse };

  /**
   * Where the reset link points: the address the visitor used when it is one of
   * the brand's domains; otherwise (an API client naming the brand by header)
   * the brand's own domain, so a forged Host can never receive the link.
   */
  const siteOrigin = async (request: FastifyRequest, merchant: Merchant) => {
    if ((await app.tenancy.codeForDomain(hostName(request.host))) === merchant.code) {
      return `${request.protocol}://${request.host}`;
    }
    const domain = await passwordResetsRepo(app.db).brandDomain(merchant.id);
    return `https://${domain ?? 'localhost'}`;
  };

  route(app, changePassword, async ({ body, request }) =>
    passwords.changePassword(deps, memberOf(request), request.ip, body),
  );

  route(app, forgotByEmail, async ({ body, merchant, request }) =>
    passwords.sendResetLink(
      deps,
      {
        merchantId: merchant.id,
        brandName: merchant.name,
        ip: request.ip,
        lang: request.lang,
        origin: await siteOrigin(request, merchant),
      },
      body,
    ),
  );

  route(app, resetByEmail, async ({ body, merchant }) => passwords.resetPassword(app.db, merchant.id, body));

  route(app, setPasswordByPhone, async ({ body, merchant, request }) =>
    passwords.setPasswordByPhone(app.db, { merchantId: merchant.id, ip: request.ip }, body),
  );
}
