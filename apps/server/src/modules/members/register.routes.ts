import { AGENT_TYPES, affiliateCheck, register, registerMobile } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, ValidationError } from '../../platform/errors.ts';
import { route } from '../../platform/route.ts';
import { hostName } from '../../platform/tenancy.ts';
import { requireSwitch } from '../auth/switches.ts';
import { clientIdOf } from '../captcha/captcha.service.ts';
import { membersRepo } from './members.repo.ts';
import { registerMember } from './register.service.ts';

const AFFILIATE_CHECKS_PER_IP_PER_MINUTE = 30;

/** Registration by username or mobile number, and the invitation-code check the form runs first. */
export function registerRoutes(app: FastifyInstance) {
  const deps = { db: app.db, kv: app.kv };

  for (const [def, variant] of [
    [register, 'username'],
    [registerMobile, 'mobile'],
  ] as const) {
    route(app, def, async ({ body, merchant, request }) =>
      registerMember(
        deps,
        {
          merchantId: merchant.id,
          ip: request.ip,
          host: hostName(request.host),
          clientId: clientIdOf(request.headers),
          lang: request.lang,
        },
        variant,
        body,
      ),
    );
  }

  route(app, affiliateCheck, async ({ query, merchant, request }) => {
    await requireSwitch(app.db, merchant.id, 'AFFILIATE');
    if ((await app.kv.incr(`affiliate-check:${merchant.id}:${request.ip}`, 60)) > AFFILIATE_CHECKS_PER_IP_PER_MINUTE) {
      throw new AppError('too-many-requests');
    }
    // The original front end names the code `code`.
    const code = query.affiliateCode ?? query.code;
    if (code === undefined) throw new ValidationError([{ field: 'affiliateCode', key: 'input-required' }]);
    const agent = await membersRepo(app.db).agentByAffiliateCode(merchant.id, code.trim(), AGENT_TYPES);
    if (!agent) throw new AppError('invalid-invitation-code');
    return { valid: true as const, agent: agent.nickname };
  });
}
