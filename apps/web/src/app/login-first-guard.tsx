import type { ReactNode } from 'react';
import { useSwitch } from '../lib/brand.ts';
import { Navigate, useLocation } from '../lib/router/router.tsx';
import { KEYS, session } from '../lib/storage.ts';
import { LOGIN_FIRST_OPEN_PATHS } from './routes.ts';

/** With the brand's login-first switch on, a visitor without a token reaches only the open paths. */
export function LoginFirstGuard({ children }: { children: ReactNode }) {
  const loginFirst = useSwitch('LOGIN_FIRST');
  const { pathname } = useLocation();
  if (loginFirst && !session.get(KEYS.token) && !LOGIN_FIRST_OPEN_PATHS.includes(pathname)) {
    return <Navigate to="/login" replace />;
  }
  return children;
}
