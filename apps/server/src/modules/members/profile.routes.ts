import {
  confirmBind,
  memberInfo,
  sendBindCode,
  setPaymentPassword,
  totpDisable,
  totpEnable,
  totpSetup,
  updateLanguage,
  updateProfile,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route.ts';
import * as bind from './bind.service.ts';
import { memberOf } from './member-of.ts';
import * as profile from './profile.service.ts';
import * as totp from './totp.service.ts';

/** The member's own account: info, language, names, payment password, bound contacts, authenticator. */
export function profileRoutes(app: FastifyInstance) {
  const { db, kv, outbox } = app;

  route(app, memberInfo, async ({ request }) => profile.memberInfo(db, memberOf(request).id));

  route(app, updateLanguage, async ({ body, request }) =>
    profile.updateLanguage(db, memberOf(request).id, body.language),
  );

  route(app, updateProfile, async ({ body, request }) => profile.updateProfile(db, memberOf(request), body));

  route(app, setPaymentPassword, async ({ body, request }) =>
    profile.setPaymentPassword({ db, kv }, memberOf(request), body),
  );

  route(app, sendBindCode, async ({ body, merchant, request }) =>
    bind.sendBindCode(
      { db, kv, outbox },
      {
        memberId: memberOf(request).id,
        merchantId: merchant.id,
        brandName: merchant.name,
        ip: request.ip,
        lang: request.lang,
      },
      body,
    ),
  );

  route(app, confirmBind, async ({ body, request }) => bind.confirmBind({ db, kv }, memberOf(request), body));

  route(app, totpSetup, async ({ merchant, request }) => totp.setupTotp(db, memberOf(request), merchant.name));

  route(app, totpEnable, async ({ body, request }) => totp.enableTotp({ db, kv }, memberOf(request).id, body.code));

  route(app, totpDisable, async ({ body, request }) => totp.disableTotp({ db, kv }, memberOf(request).id, body.code));
}
