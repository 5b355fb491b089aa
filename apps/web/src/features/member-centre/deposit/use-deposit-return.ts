import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth.ts';
import { useLocation, useNavigate } from '../../../lib/router/router.tsx';
import { useUi } from '../../../lib/ui-store.ts';
import { useDepositFocus } from './deposit-focus.ts';

/** The query parameter a payment gateway sends the member back with: `/?deposit=<reference>`. */
export const RETURN_PARAM = 'deposit';
// References are short and plain (D + date + code); anything else in the address is ignored.
const REFERENCE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Back from a payment gateway: opens the personal centre at Deposit showing
 * that order (the page polls it until it is credited) and takes the parameter
 * out of the address, so a reload or a shared link does not open it again.
 * Mounted by the always-present member centre. A logout forgets the order.
 */
export function useDepositReturn(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useAuth((auth) => auth.token !== null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const reference = params.get(RETURN_PARAM);
    if (reference === null) return;
    params.delete(RETURN_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    // A visitor has no order to see; the member centre would refuse to open anyway.
    if (!loggedIn || !REFERENCE.test(reference)) return;
    useDepositFocus.getState().show(reference);
    useUi.getState().openMemberPanel('depositv2');
  }, [pathname, search, hash, loggedIn, navigate]);

  useEffect(() => {
    if (!loggedIn) useDepositFocus.getState().clear();
  }, [loggedIn]);
}
