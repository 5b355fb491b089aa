import { devIdentityToken } from '@arcadia/contracts';
import { call } from '../../../lib/api.ts';

export type IdentityChannel = 'google' | 'facebook';

/**
 * An ID token for the account the visitor picked in the provider's sign-in
 * window. The local identity provider (DESIGN §6) issues it in development;
 * a production build swaps this call for the provider's own popup.
 */
export async function obtainIdToken(channel: IdentityChannel, email: string): Promise<string> {
  return (await call(devIdentityToken, { body: { channel, email } })).idToken;
}
