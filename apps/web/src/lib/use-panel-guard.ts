import { useEffect } from 'react';
import { useAuth } from './auth.ts';
import { useMember } from './member.ts';

type OpenRule = (hasToken: boolean, memberType: number | undefined) => boolean;

/**
 * Whether a members-only panel may show, by its rule. A request the rule
 * refuses is closed at once: it must not linger and spring the panel open
 * after a later login.
 */
export function usePanelGuard(canOpen: OpenRule, open: boolean, close: () => void): boolean {
  const { data: member } = useMember();
  const token = useAuth((state) => state.token !== null);
  const allowed = canOpen(token, member?.type);
  const blocked = !token || (member !== undefined && !allowed);

  useEffect(() => {
    if (open && blocked) close();
  }, [open, blocked, close]);

  return allowed;
}
