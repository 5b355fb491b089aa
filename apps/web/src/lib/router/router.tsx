import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  createMemoryRouter,
  createPath,
  type Location,
  type MemoryRouterOptions,
  type NavigateOptions,
  type Router,
  resolveTo,
  type To,
} from './history.ts';

/** The React side of the app's router (history.ts): the hooks and links the pages use. */

const RouterContext = createContext<Router | null>(null);

export function RouterProvider({ router, children }: { router: Router; children?: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** A router of its own over a list of addresses (tests). */
export function MemoryRouter({ children, ...options }: MemoryRouterOptions & { children?: ReactNode }) {
  const [router] = useState(() => createMemoryRouter(options));
  return <RouterProvider router={router}>{children}</RouterProvider>;
}

export const useInRouterContext = (): boolean => useContext(RouterContext) !== null;

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The router hooks and links need a <RouterProvider> or <MemoryRouter> above them');
  return router;
}

export function useLocation(): Location {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, () => router.state.location);
}

/** navigate(to, { replace, state }) or navigate(-1); the same function for the router's life. */
export const useNavigate = (): Router['navigate'] => useRouter().navigate;

type SearchInit = string | URLSearchParams | string[][] | Record<string, string | readonly string[]>;
export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

function toSearchParams(init: SearchInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) {
    return new URLSearchParams(init);
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init)) {
    for (const one of typeof value === 'string' ? [value] : value) params.append(name, one);
  }
  return params;
}

/**
 * The address's query and a setter that replaces it (keeping the path, dropping the hash). A function gets a
 * copy of the current query to change and return.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      router.navigate(`?${toSearchParams(init).toString()}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Navigates once drawn (in an effect), as react-router's <Navigate> did. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => navigate(JSON.parse(target) as To, { replace, state }), [navigate, target, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** An address on another site, which a link leaves to the browser; one on this site becomes its path. */
function outside(to: To): { external: boolean; to: To } {
  if (typeof to !== 'string' || !ABSOLUTE.test(to)) return { external: false, to };
  try {
    const url = new URL(to, window.location.href);
    if (url.origin === window.location.origin)
      return { external: false, to: `${url.pathname}${url.search}${url.hash}` };
  } catch {
    // Not a URL the browser understands either: leave it to the browser.
  }
  return { external: true, to };
}

/** A click the page should handle: the main button, no modifier keys (new tab, window, download), no other target. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!event.currentTarget.target || event.currentTarget.target === '_self') &&
  !event.currentTarget.hasAttribute('download');

/** A plain <a href> whose plain clicks navigate in the page. A link to where one already is replaces the entry. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to: wanted, replace, state, onClick, ...rest },
  ref,
) {
  const router = useRouter();
  const location = useLocation();
  const { external, to } = outside(wanted);
  const href = external ? (to as string) : createPath(resolveTo(to, location));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || !isPlainClick(event)) return;
    event.preventDefault();
    const here = router.state.location;
    router.navigate(to, { replace: replace ?? createPath(here) === createPath(resolveTo(to, here)), state });
  };
  return <a {...rest} ref={ref} href={href} onClick={click} />;
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on the path itself, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that, while the address is its path or below it, has the class `active` and aria-current="page". */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, 'aria-current': current = 'page', ...rest },
  ref,
) {
  const location = useLocation();
  // Paths compare ignoring case and a trailing slash, as react-router's did.
  const here = location.pathname.toLowerCase();
  let path = resolveTo(rest.to, location).pathname.toLowerCase();
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const isActive = here === path || (!end && here.startsWith(path) && here.charAt(path.length) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive && 'active'].filter(Boolean).join(' ');
  return <Link {...rest} ref={ref} className={classes || undefined} aria-current={isActive ? current : undefined} />;
});
