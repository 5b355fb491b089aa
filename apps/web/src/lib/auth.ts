import { type LoginValue, logout } from '@arcadia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { create } from 'zustand';
import { ApiError, call } from './api.ts';
import { useNavigate } from './router/router.tsx';
import { KEYS, session } from './storage.ts';
import { useUi } from './ui-store.ts';

/** Marks a session that may only change its password (weak default or expired). */
const MUST_CHANGE_KEY = 'mustChangePassword';

interface AuthState {
  token: string | null;
  /** The member's type: 0 member, 1/2/41/42 agent, 4 trial. */
  isAgent: number | null;
  account: string | null;
  mustChangePassword: boolean;
  /** Whether the user was taken home after logging in (site-shell §4); starts false. */
  homeAfterLogin: boolean;
  signIn: (value: LoginValue, account: string, options?: { mustChangePassword?: boolean }) => void;
  /** A password change issues a new token and ends the forced-change state. */
  replaceToken: (token: string) => void;
  /** Member info is the truth about the account name and type once it loads. */
  syncMember: (account: string, isAgent: number) => void;
  setHomeAfterLogin: (value: boolean) => void;
}

const storedIsAgent = (): number | null => {
  const raw = session.get(KEYS.isAgent);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(value) ? value : null;
};

const fromStorage = () => ({
  token: session.get(KEYS.token),
  isAgent: storedIsAgent(),
  account: session.get(KEYS.account),
  mustChangePassword: session.get(MUST_CHANGE_KEY) === '1',
});

/** The session, kept in sessionStorage so it lasts as long as the tab. */
export const useAuth = create<AuthState>((set) => ({
  ...fromStorage(),
  homeAfterLogin: false,
  signIn: (value, account, options = {}) => {
    const mustChangePassword = options.mustChangePassword ?? false;
    session.set(KEYS.token, value.token);
    session.set(KEYS.isAgent, String(value.isAgent));
    session.set(KEYS.account, account);
    if (mustChangePassword) session.set(MUST_CHANGE_KEY, '1');
    else session.remove(MUST_CHANGE_KEY);
    set({ token: value.token, isAgent: value.isAgent, account, mustChangePassword });
  },
  replaceToken: (token) => {
    session.set(KEYS.token, token);
    session.remove(MUST_CHANGE_KEY);
    set({ token, mustChangePassword: false });
  },
  syncMember: (account, isAgent) => {
    session.set(KEYS.account, account);
    session.set(KEYS.isAgent, String(isAgent));
    set({ account, isAgent });
  },
  setHomeAfterLogin: (homeAfterLogin) => set({ homeAfterLogin }),
}));

/** Query keys that belong to the brand, not the member: they survive a logout. */
const BRAND_QUERY_KEYS = new Set(['permission-info', 'system-status', 'countries', 'game-menus']);

/** Drops every cached member query, so one member never sees another's data. */
export function clearMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !BRAND_QUERY_KEYS.has(String(query.queryKey[0])) });
}

/**
 * Forgets the session locally: session storage except the brand's values,
 * the session store, open panels and modals, and every cached member query.
 */
export function clearSession(queryClient: QueryClient): void {
  session.clearExceptMerchant();
  useAuth.setState({ ...fromStorage(), homeAfterLogin: false });
  useUi.setState((state) => ({
    authModal: null,
    memberPanel: { ...state.memberPanel, open: false },
    agentPanel: { ...state.agentPanel, open: false },
  }));
  clearMemberQueries(queryClient);
}

/**
 * A call answered not-logged-in while this browser holds a token: the session
 * ended elsewhere (signed out from another device, a password change, expiry),
 * so it is forgotten here too and the visitor sees the login form.
 */
export function forgetEndedSession(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.code === 'not-logged-in' && useAuth.getState().token !== null) {
    clearSession(queryClient);
  }
}

/** Logout (site-shell §4): the server ends the session, the browser forgets it, the user goes home. */
export async function signOut(queryClient: QueryClient, goHome: () => void): Promise<void> {
  // A session the server already ended still has to be forgotten here.
  await call(logout).catch(() => undefined);
  clearSession(queryClient);
  goHome();
}

export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => signOut(queryClient, () => navigate('/')), [queryClient, navigate]);
}
