import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserRouter, createMemoryRouter, type Router } from './history.ts';
import {
  Link,
  Navigate,
  NavLink,
  RouterProvider,
  useInRouterContext,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/**
 * Clicks and says whether the click was left to the browser (not prevented by the link). The test then
 * prevents it itself: jsdom cannot load another document.
 */
function clickLeftToBrowser(element: Element, init?: MouseEventInit): boolean {
  let left = false;
  const after = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after);
  fireEvent.click(element, init);
  window.removeEventListener('click', after);
  return left;
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{pathname + search + hash}</output>;
}
const where = () => screen.getByTestId('where').textContent;

const show = (router: Router, ui: React.ReactNode) =>
  render(
    <RouterProvider router={router}>
      {ui}
      <Where />
    </RouterProvider>,
  );

describe('Link', () => {
  it('navigates in the page on a plain click (no page load) and renders a real href', () => {
    const router = createBrowserRouter();
    show(router, <Link to="/promotions?category=2">Promotions</Link>);
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link.getAttribute('href')).toBe('/promotions?category=2');
    expect(clickLeftToBrowser(link)).toBe(false);
    expect(where()).toBe('/promotions?category=2');
    expect(window.location.pathname).toBe('/promotions');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves modifier clicks, other buttons, other targets and downloads to the browser', () => {
    const router = createMemoryRouter();
    show(
      router,
      <>
        <Link to="/help">Help</Link>
        <Link to="/help" target="_blank">
          Help in a tab
        </Link>
        <Link to="/down" download>
          Download
        </Link>
      </>,
    );
    const help = screen.getByRole('link', { name: 'Help' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(clickLeftToBrowser(help, { [modifier]: true })).toBe(true);
    }
    expect(clickLeftToBrowser(help, { button: 1 })).toBe(true);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Help in a tab' }))).toBe(true);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Download' }))).toBe(true);
    expect(where()).toBe('/');
  });

  it('leaves outside addresses to the browser and takes this site’s own as paths', () => {
    show(
      createMemoryRouter(),
      <>
        <Link to="https://example.com/x">Outside</Link>
        <Link to={`${window.location.origin}/help?x=1`}>Inside</Link>
      </>,
    );
    const out = screen.getByRole('link', { name: 'Outside' });
    expect(out.getAttribute('href')).toBe('https://example.com/x');
    expect(clickLeftToBrowser(out)).toBe(true);
    const inside = screen.getByRole('link', { name: 'Inside' });
    expect(inside.getAttribute('href')).toBe('/help?x=1');
    fireEvent.click(inside);
    expect(where()).toBe('/help?x=1');
  });

  it('runs its own onClick first, which can stop the navigation; a link to where one is replaces', () => {
    const router = createMemoryRouter({ initialEntries: ['/help'] });
    show(
      router,
      <>
        <Link to="/down" onClick={(event) => event.preventDefault()}>
          Stopped
        </Link>
        <Link to="/help">Here</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Stopped' }));
    expect(where()).toBe('/help');
    fireEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('NavLink', () => {
  it('is active (class and aria-current) on its path and below it, and with `end` only on its path', () => {
    show(
      createMemoryRouter({ initialEntries: ['/promotions/summer'] }),
      <>
        <NavLink to="/" end className="nav-link">
          Home
        </NavLink>
        <NavLink to="/promotions" className="nav-link">
          Promotions
        </NavLink>
        <NavLink to="/promotions" end className="nav-link">
          Exactly promotions
        </NavLink>
      </>,
    );
    const promotions = screen.getByRole('link', { name: 'Promotions' });
    expect(promotions.className).toBe('nav-link active');
    expect(promotions.getAttribute('aria-current')).toBe('page');
    const exact = screen.getByRole('link', { name: 'Exactly promotions' });
    expect(exact.className).toBe('nav-link');
    expect(exact.hasAttribute('aria-current')).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('nav-link active');
    expect(screen.getByRole('link', { name: 'Promotions' }).className).toBe('nav-link');
  });
});

describe('useNavigate', () => {
  it('pushes, replaces and goes back by a number', () => {
    const router = createMemoryRouter({ initialEntries: ['/'] });
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    show(router, <Grab />);
    act(() => navigate('/sports'));
    act(() => navigate({ pathname: '/esports', search: '?a=1' }, { replace: true }));
    expect(where()).toBe('/esports?a=1');
    act(() => navigate(-1));
    expect(where()).toBe('/');
  });
});

describe('useSearchParams', () => {
  function Tabs() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <output data-testid="tab">{params.get('tab') ?? 'none'}</output>
        <button type="button" onClick={() => setParams({ tab: 'b', many: ['1', '2'] })}>
          Object
        </button>
        <button
          type="button"
          onClick={() =>
            setParams(
              (current) => {
                current.set('tab', 'c');
                return current;
              },
              { replace: true },
            )
          }
        >
          Function
        </button>
        <button type="button" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
          Clear
        </button>
      </>
    );
  }

  it('reads the query and sets it (push or replace), keeping the path and dropping the hash', () => {
    const router = createMemoryRouter({ initialEntries: ['/pointMall?tab=a&keep=1#x'] });
    show(router, <Tabs />);
    expect(screen.getByTestId('tab').textContent).toBe('a');
    fireEvent.click(screen.getByRole('button', { name: 'Function' }));
    expect(where()).toBe('/pointMall?tab=c&keep=1');
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByRole('button', { name: 'Object' }));
    expect(where()).toBe('/pointMall?tab=b&many=1&many=2');
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('tab').textContent).toBe('none');
  });
});

describe('Navigate', () => {
  it('sends the address on once drawn, replacing the entry', () => {
    const router = createMemoryRouter({ initialEntries: ['/', '/secret'] });
    function Guard() {
      return useLocation().pathname === '/secret' ? <Navigate to="/login" replace /> : null;
    }
    show(router, <Guard />);
    expect(where()).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => router.navigate(-1));
    expect(where()).toBe('/');
  });
});

describe('useInRouterContext', () => {
  it('says whether a router is above', () => {
    function Probe() {
      return <span>{useInRouterContext() ? 'routed' : 'bare'}</span>;
    }
    render(<Probe />);
    expect(screen.getByText('bare')).toBeTruthy();
    show(createMemoryRouter(), <Probe />);
    expect(screen.getByText('routed')).toBeTruthy();
  });
});
