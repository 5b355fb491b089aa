import {
  devIdentityToken,
  firebaseLogin,
  freePlay,
  login,
  loginInfo,
  logout,
  publicKey,
  sendDeviceCode,
  verifyDevice,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { clientIdOf } from '../captcha/captcha.service.ts';
import { currentSession } from './auth.guards.ts';
import { sendDeviceCode as sendCode, verifyDevice as verify } from './device.service.ts';
import { devIdentityClaims, identityLogin } from './identity.service.ts';
import { identityProvider, isDevProvider, usesDevIdentity } from './identity-provider.ts';
import { login as logIn } from './login.service.ts';
import { memberSessionRoutes } from './member-sessions.routes.ts';
import { sessionRepo } from './session.repo.ts';
import * as sessions from './session.service.ts';
import { forgetSwitches } from './switches.ts';
import { freePlay as startTrial } from './trial.service.ts';

/**
 * Sessions: the sealing key, login (password, SMS, new device, free play, identity provider),
 * logout, and the member's list of sessions.
 */
async function authModule(app: FastifyInstance) {
  const { db, kv, outbox } = app;
  // The process that changes a brand drops its switches at once; the others hear the notice.
  app.tenancy.onForget(({ id }) => forgetSwitches(db, id));

  route(app, publicKey, async () => app.sealer.publicKey);

  // The login claims its sealed body's nonce in the same round trip as its attempt counter.
  route(
    app,
    login,
    async ({ body, merchant, request }) => {
      // Set by the route's preValidation (claimsNonce); never null here, and never skipped if it were.
      const nonce = request.sealedNonce;
      if (!nonce) throw new AppError('encryption-required');
      const ip = request.ip;
      return logIn(
        { db, kv, outbox },
        { ...body, merchantId: merchant.id, ip, clientId: clientIdOf(request.headers), nonce },
      );
    },
    { claimsNonce: true },
  );

  route(app, sendDeviceCode, async ({ body, merchant, request }) =>
    sendCode(
      { db, kv, outbox },
      { ...body, merchantId: merchant.id, brandName: merchant.name, ip: request.ip, lang: request.lang },
    ),
  );

  route(app, verifyDevice, async ({ body, merchant, request }) =>
    verify(db, { ...body, merchantId: merchant.id, ip: request.ip }),
  );

  route(app, freePlay, async ({ merchant, request }) =>
    startTrial(db, kv, { merchantId: merchant.id, ip: request.ip }),
  );

  route(app, firebaseLogin, async ({ body, merchant, request }) =>
    identityLogin(db, await identityProvider(app), {
      merchantId: merchant.id,
      brandCode: merchant.code,
      channel: body.firebaseChannel,
      idToken: body.firebaseIdToken,
      ip: request.ip,
    }),
  );

  route(app, logout, async ({ request }) => {
    await sessionRepo(db).revoke(currentSession(request));
    return null;
  });

  route(app, loginInfo, async ({ request }) => sessions.loginInfo(db, currentSession(request)));
  memberSessionRoutes(app);

  // Development stands in for Google, Facebook and the phone provider; production never offers it.
  if (usesDevIdentity(app.config)) {
    route(app, devIdentityToken, async ({ body, merchant }) => {
      const provider = await identityProvider(app);
      if (!isDevProvider(provider)) throw new Error('development identity provider expected');
      return { idToken: await provider.issue(merchant.code, devIdentityClaims(body)) };
    });
  }
}

export default defineModule('auth', authModule, { dependencies: ['auth.guards'] });
