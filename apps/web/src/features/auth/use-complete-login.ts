import type { LoginValue } from '@arcadia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearMemberQueries, useAuth } from '../../lib/auth.ts';
import { memberInfoQuery } from '../../lib/member.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { type LoginType, useAuthFlow } from './auth-flow-store.ts';
import { afterLoginStep } from './login-flow.ts';

export interface CompleteLoginOptions {
  /** The account name as typed (a mobile number for SMS logins); member info corrects it. */
  account: string;
  /** The password as typed, to recognise the weak default. */
  password?: string;
  type: LoginType;
  /** Show the after-login welcome (not for free play). */
  welcome?: boolean;
}

/**
 * What every successful login, registration or reset by phone does next
 * (site-shell §4): store the session; then either the forced password change,
 * or member info, the welcome modal and the home page.
 */
export function useCompleteLogin(): (value: LoginValue, options: CompleteLoginOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (value, { account, password = '', type, welcome = true }) => {
      const ui = useUi.getState();
      const step = afterLoginStep(value, password, type);
      clearMemberQueries(queryClient);
      useAuth.getState().signIn(value, account, { mustChangePassword: step === 'changePassword' });
      useAuthFlow.getState().set({ firstTimeLogin: value.firstTimeLogin, challenge: null });
      if (step === 'changePassword') {
        // The session may only change its password; the typed one is the old one.
        useAuthFlow.getState().set({ forcedOldPassword: password || null });
        ui.openAuthModal('changePassword');
        return;
      }
      ui.closeAuthModal();
      await queryClient.fetchQuery(memberInfoQuery()).catch(() => undefined);
      if (welcome) useUi.getState().openAuthModal('afterLogin');
      useAuth.getState().setHomeAfterLogin(true);
      navigate('/');
    },
    [queryClient, navigate],
  );
}
