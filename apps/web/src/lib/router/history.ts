/**
 * The app's router (docs/decisions.md): the address as a small store over the
 * History API, or over a list of entries in tests. A flat route table needs no
 * more; the React side is in router.tsx.
 */

export interface Path {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

export interface Location extends Path {
  /** What the navigation that made this entry passed as `state`; null otherwise. */
  state: unknown;
  /** Unique per history entry; 'default' for the first one. */
  key: string;
}

/** How the current location was reached: back/forward (and the first load), a new entry, or a replaced one. */
export type Action = 'POP' | 'PUSH' | 'REPLACE';
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface RouterState {
  location: Location;
  historyAction: Action;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  /** A number moves through the history (-1 is back). */
  navigate(to: To | number, options?: NavigateOptions): void;
  createHref(to: To): string;
}

export interface BrowserRouterOptions {
  /**
   * Called before a navigation to another path; the address changes once the promise settles (a page's chunk
   * loads while the current page stays on screen). Undefined commits at once.
   */
  preload?: (pathname: string) => Promise<unknown> | undefined;
}

/** What the browser router keeps in `history.state`: the shape react-router wrote, so `idx` still counts entries. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const normal = (part: string | undefined, mark: '?' | '#') =>
  !part || part === mark ? '' : part.startsWith(mark) ? part : `${mark}${part}`;

export const createPath = ({ pathname = '/', search, hash }: Partial<Path>): string =>
  `${pathname}${normal(search, '?')}${normal(hash, '#')}`;

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/**
 * `to` as a full path from `from`: no pathname keeps the current one ('?tab=a'), a relative one resolves as an
 * anchor's href would.
 */
export function resolveTo(to: To, from: Path): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  let pathname = target.pathname || from.pathname;
  if (!pathname.startsWith('/')) pathname = new URL(pathname, `http://x${from.pathname}`).pathname;
  return { pathname, search: normal(target.search, '?'), hash: normal(target.hash, '#') };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function createStore(location: Location) {
  const listeners = new Set<() => void>();
  const store = {
    state: { location, historyAction: 'POP' } as RouterState,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    commit(next: Location, historyAction: Action) {
      store.state = { location: next, historyAction };
      for (const listener of [...listeners]) listener();
    },
  };
  return store;
}

/** The address bar's router: pushState/replaceState, popstate for back and forward. */
export function createBrowserRouter({ preload }: BrowserRouterOptions = {}): Router {
  const { history } = window;
  const entry = () => history.state as Partial<EntryState> | null;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  };
  if (typeof entry()?.idx !== 'number') history.replaceState({ ...entry(), idx: 0 }, '');
  const store = createStore(read());
  // Only the latest navigation commits: a click while a page's chunk loads wins over the one before it.
  let latest = 0;
  const settle = (pathname: string, commit: () => void) => {
    const ticket = ++latest;
    const wait = pathname === store.state.location.pathname ? undefined : preload?.(pathname);
    if (!wait) return commit();
    const done = () => {
      if (ticket === latest) commit();
    };
    wait.then(done, done);
  };
  window.addEventListener('popstate', () => {
    const location = read();
    settle(location.pathname, () => store.commit(location, 'POP'));
  });

  return {
    get state() {
      return store.state;
    },
    subscribe: store.subscribe,
    createHref: (to) => createPath(resolveTo(to, store.state.location)),
    navigate(to, { replace = false, state = null } = {}) {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, store.state.location);
      const location: Location = { ...path, state, key: createKey() };
      settle(path.pathname, () => {
        const record: EntryState = { usr: state, key: location.key, idx: (entry()?.idx ?? 0) + (replace ? 0 : 1) };
        const href = createPath(path);
        if (replace) history.replaceState(record, '', href);
        else {
          try {
            history.pushState(record, '', href);
          } catch {
            // Safari refuses more than 100 pushes in 30 s: load the page instead of losing the navigation.
            window.location.assign(href);
            return;
          }
        }
        store.commit(location, replace ? 'REPLACE' : 'PUSH');
      });
    },
  };
}

export interface MemoryRouterOptions {
  initialEntries?: To[];
  /** Defaults to the last entry. */
  initialIndex?: number;
}

/** A router over a list of entries, for tests and for parts drawn outside the page's address. */
export function createMemoryRouter({ initialEntries = ['/'], initialIndex }: MemoryRouterOptions = {}): Router {
  const root: Path = { pathname: '/', search: '', hash: '' };
  const entries: Location[] = initialEntries.map((to, at) => ({
    ...resolveTo(to, root),
    state: null,
    key: at === 0 ? 'default' : createKey(),
  }));
  const clamp = (at: number) => Math.min(Math.max(at, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  const current = () => entries[index] as Location;
  const store = createStore(current());

  return {
    get state() {
      return store.state;
    },
    subscribe: store.subscribe,
    createHref: (to) => createPath(resolveTo(to, store.state.location)),
    navigate(to, { replace = false, state = null } = {}) {
      if (typeof to === 'number') {
        const next = clamp(index + to);
        if (next === index) return;
        index = next;
        return store.commit(current(), 'POP');
      }
      const location: Location = { ...resolveTo(to, store.state.location), state, key: createKey() };
      if (replace) entries[index] = location;
      else entries.splice(++index, entries.length, location);
      store.commit(location, replace ? 'REPLACE' : 'PUSH');
    },
  };
}
