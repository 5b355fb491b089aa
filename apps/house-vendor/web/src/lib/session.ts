import { houseSession, type ValueOf } from '@arcadia/contracts';
import type { Api } from './api.ts';

export type PageSession = ValueOf<typeof houseSession>;

const KEY = (family: string) => `arcadia-house-session:${family}`;

/**
 * The page's session. A launch's address carries a single-use token: it is exchanged for a
 * session at once and dropped from the address bar (so it is never bookmarked, shared or
 * re-sent); the session is kept in this tab's sessionStorage so a reload of the page keeps
 * playing. Null when there is neither (the player must launch the game again from the site).
 */
export async function openPageSession(
  api: Api,
  family: string,
  where: { search: string; replace: (url: string) => void; storage: Storage | null } = {
    search: location.search,
    replace: (url) => history.replaceState(history.state, '', url),
    storage: safeSessionStorage(),
  },
): Promise<PageSession | null> {
  const query = new URLSearchParams(where.search);
  const token = query.get('token');
  if (token) {
    query.delete('token');
    const rest = query.toString();
    where.replace(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
    const session = await api.call(houseSession, { body: { launchToken: token } });
    where.storage?.setItem(KEY(family), JSON.stringify(session));
    return session;
  }
  const kept = where.storage?.getItem(KEY(family));
  if (!kept) return null;
  try {
    const session = JSON.parse(kept) as PageSession;
    return typeof session.sessionToken === 'string' ? session : null;
  } catch {
    return null;
  }
}

/** Forgets the session (the server no longer knows it). */
export const forgetSession = (family: string, storage = safeSessionStorage()) => storage?.removeItem(KEY(family));

/** sessionStorage, or null where the browser refuses it (a third-party frame with storage blocked). */
function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
