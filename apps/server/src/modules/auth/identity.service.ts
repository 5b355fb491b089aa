import { type LoginValue, TRIAL_TYPE } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { authRepo } from './auth.repo.ts';
import type { IdentityChannel, IdentityProvider, VerifiedIdentity } from './identity-provider.ts';
import { completeLogin } from './session.service.ts';
import { requireSwitch } from './switches.ts';

/**
 * Verifies an ID token for this brand and channel. No provider (production
 * without IDENTITY_JWKS_URL) → operation-not-allowed; any bad token →
 * invalid-identity-token. Registration by ID token uses it as well.
 */
export async function verifyIdentityToken(
  provider: IdentityProvider | null,
  request: { brandCode: string; channel: IdentityChannel; idToken: string },
): Promise<VerifiedIdentity> {
  if (!provider) throw new ForbiddenError('operation-not-allowed');
  let identity: VerifiedIdentity;
  try {
    identity = await provider.verify(request.idToken, request.brandCode);
  } catch {
    throw new AppError('invalid-identity-token');
  }
  if (identity.channel !== request.channel) throw new AppError('invalid-identity-token');
  return identity;
}

/** Links a verified identity to a member (after registration by ID token, say). */
export function linkIdentity(db: Db, merchantId: number, memberId: string, identity: VerifiedIdentity) {
  return authRepo(db).linkIdentity(merchantId, memberId, identity.channel, identity.subject);
}

/**
 * Login by ID token (FIREBASE_LOGIN): the member linked to the identity, or,
 * for a phone identity, the member with that verified mobile number (linked
 * then). Otherwise account-not-found, and the browser offers registration.
 */
export async function identityLogin(
  db: Db,
  provider: IdentityProvider | null,
  request: { merchantId: number; brandCode: string; channel: IdentityChannel; idToken: string; ip: string },
): Promise<LoginValue> {
  await requireSwitch(db, request.merchantId, 'FIREBASE_LOGIN');
  const identity = await verifyIdentityToken(provider, request);
  const repo = authRepo(db);
  const link = await repo.memberByIdentity(request.merchantId, identity.channel, identity.subject);
  let member = link ? await repo.byId(request.merchantId, link.memberId) : undefined;
  if (!member && identity.channel === 'sms' && identity.phone) {
    member = await repo.byPhone(request.merchantId, identity.phone);
    if (member && member.type !== TRIAL_TYPE) await linkIdentity(db, request.merchantId, member.id, identity);
  }
  if (!member || member.type === TRIAL_TYPE) throw new NotFoundError('account-not-found');
  return completeLogin(db, member, request.ip);
}

/** What the development provider signs: an e-mail for Google and Facebook, a phone number for sms. */
export function devIdentityClaims(body: {
  channel: IdentityChannel;
  email?: string | undefined;
  phone?: string | undefined;
}) {
  if (body.channel === 'sms') {
    if (!body.phone || !/^\+\d{6,15}$/.test(body.phone)) {
      throw new ValidationError([{ field: 'phone', key: 'invalid-phone' }]);
    }
    return { channel: body.channel, phone: body.phone };
  }
  if (!body.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email)) {
    throw new ValidationError([{ field: 'email', key: 'pattern.4', params: { length: '3-128' } }]);
  }
  return { channel: body.channel, email: body.email.toLowerCase() };
}
