import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserRouter, createMemoryRouter, createPath, resolveTo } from './history.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

const here = { pathname: '/lottery', search: '?gameCode=A', hash: '#top' };

describe('resolveTo', () => {
  it('keeps the path for a query or hash alone and drops what the target does not name', () => {
    expect(resolveTo('?tab=history', here)).toEqual({ pathname: '/lottery', search: '?tab=history', hash: '' });
    expect(resolveTo({ search: '' }, here)).toEqual({ pathname: '/lottery', search: '', hash: '' });
    expect(resolveTo('/game?name=x#y', here)).toEqual({ pathname: '/game', search: '?name=x', hash: '#y' });
    expect(createPath(resolveTo('?', here))).toBe('/lottery');
  });
});

describe('createMemoryRouter', () => {
  it('starts at the last entry, goes back and forward, and a replace keeps the entries ahead', () => {
    const router = createMemoryRouter({ initialEntries: ['/', '/promotions?category=2'] });
    expect(router.state.location).toMatchObject({ pathname: '/promotions', search: '?category=2' });
    router.navigate(-1);
    expect(router.state).toMatchObject({ location: { pathname: '/' }, historyAction: 'POP' });
    router.navigate('/help', { replace: true });
    router.navigate(1);
    expect(router.state.location.pathname).toBe('/promotions');
    router.navigate(-1);
    expect(router.state.location.pathname).toBe('/help');
    router.navigate(-5);
    expect(router.state.location.pathname).toBe('/help');
  });

  it('a push drops the entries ahead and carries its state', () => {
    const router = createMemoryRouter({ initialEntries: ['/a', '/b'], initialIndex: 0 });
    router.navigate('/c', { state: { from: 'a' } });
    expect(router.state).toMatchObject({ location: { pathname: '/c', state: { from: 'a' } }, historyAction: 'PUSH' });
    router.navigate(1);
    expect(router.state.location.pathname).toBe('/c');
  });
});

describe('createBrowserRouter', () => {
  it('writes the address and counts entries in history.state.idx, as the back button of game pages reads', () => {
    const router = createBrowserRouter();
    expect(window.history.state).toMatchObject({ idx: 0 });
    router.navigate('/promotions?category=2');
    expect(window.location.pathname + window.location.search).toBe('/promotions?category=2');
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(router.state.historyAction).toBe('PUSH');
    router.navigate('/help', { replace: true, state: 7 });
    expect(window.history.state).toMatchObject({ idx: 1, usr: 7 });
    expect(router.state).toMatchObject({ location: { pathname: '/help', state: 7 }, historyAction: 'REPLACE' });
  });

  it('follows back and forward (popstate)', async () => {
    const router = createBrowserRouter();
    const seen: string[] = [];
    router.subscribe(() => seen.push(router.state.location.pathname));
    router.navigate('/sports');
    router.navigate('/esports');
    window.history.back();
    await expect.poll(() => router.state.location.pathname).toBe('/sports');
    expect(router.state.historyAction).toBe('POP');
    window.history.forward();
    await expect.poll(() => router.state.location.pathname).toBe('/esports');
    expect(seen).toEqual(['/sports', '/esports', '/sports', '/esports']);
  });

  it('waits for a new path to preload; the latest navigation wins, and a query change does not wait', async () => {
    const loads = new Map<string, () => void>();
    const router = createBrowserRouter({
      preload: (pathname) => new Promise<void>((resolve) => loads.set(pathname, resolve)),
    });
    router.navigate('/slow');
    router.navigate('/fast');
    expect(router.state.location.pathname).toBe('/');
    loads.get('/fast')?.();
    await expect.poll(() => router.state.location.pathname).toBe('/fast');
    loads.get('/slow')?.();
    await Promise.resolve();
    expect(router.state.location.pathname).toBe('/fast');
    expect(window.location.pathname).toBe('/fast');
    router.navigate('?page=hot');
    expect(router.state.location.search).toBe('?page=hot');
  });
});
