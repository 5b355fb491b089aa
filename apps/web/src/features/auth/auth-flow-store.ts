import type { DeviceChallenge } from '@arcadia/contracts';
import { create } from 'zustand';

/** Values a registration opens with: an invitation link's referral code, or an identity-provider account. */
export interface RegisterPrefill {
  referralCode?: string;
  firebaseChannel?: 'google' | 'facebook' | 'sms';
  firebaseIdToken?: string;
  email?: string;
}

export type LoginType = 'username' | 'sms' | 'firebase' | 'register' | 'freeplay' | 'phone-reset';

/** A login in progress across modals: who is logging in and what the server asked for next. */
interface AuthFlowState {
  /** The new-device check of a login waiting for its code. */
  challenge: { challenge: DeviceChallenge; account: string; password: string } | null;
  /** Kept in memory only, as the old password of a forced change. */
  forcedOldPassword: string | null;
  firstTimeLogin: boolean;
  registerPrefill: RegisterPrefill;
  set: (patch: Partial<Omit<AuthFlowState, 'set'>>) => void;
}

export const useAuthFlow = create<AuthFlowState>((set) => ({
  challenge: null,
  forcedOldPassword: null,
  firstTimeLogin: false,
  registerPrefill: {},
  set: (patch) => set(patch),
}));
