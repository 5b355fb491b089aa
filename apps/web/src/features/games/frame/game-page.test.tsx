import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceQuery } from '../../../lib/balance.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { renderGames, signIn } from '../test-support.tsx';
import FbSportsPage from './fb-sports-page.tsx';
import GamePage from './game-page.tsx';
import SeamlessPage from './seamless-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signIn(null);
  useUi.setState({ authModal: null });
});

const slotUrl = '/house/slot/?token=abc&lang=EN';
const at = (url: string, extra = '') => `/game?url=${encodeURIComponent(url)}${extra}`;

const frame = () => screen.getByTitle<HTMLIFrameElement>(/Lucky 7|Game/);

describe('/game', () => {
  it("frames a launch address on the brand's launch CDN, under a bar with the game's name", async () => {
    signIn(0);
    await renderGames(<GamePage />, { path: at(slotUrl, '&name=Lucky%207') });
    expect(screen.getByRole('heading', { name: 'Lucky 7' })).toBeTruthy();
    expect(frame().src).toBe(`${window.location.origin}${slotUrl}`);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('refuses an address on another site and says why', async () => {
    signIn(0);
    await renderGames(<GamePage />, { path: at('https://evil.example.org/house/slot') });
    expect(screen.getByRole('alert').textContent).toContain('cannot be opened here');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks a visitor to log in, through the login popup', async () => {
    await renderGames(<GamePage />, { path: at(slotUrl) });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Please log in to play.');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useUi.getState().authModal).toBe('login');
  });

  it('frames the game for a free-play account too (the server only launches it what it may play)', async () => {
    signIn(4);
    await renderGames(<GamePage />, { path: at(slotUrl, '&name=Lucky%207') });
    expect(frame().src).toBe(`${window.location.origin}${slotUrl}`);
  });

  it('refreshes the balance when its own game frame posts a balance message from our origin', async () => {
    signIn(0);
    const { client } = await renderGames(<GamePage />, { path: at(slotUrl, '&name=Lucky%207') });
    client.setQueryData(balanceQuery().queryKey, { sumBalance: 1000 });
    const invalidated = () => client.getQueryState(balanceQuery().queryKey)?.isInvalidated;
    const post = (init: MessageEventInit) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', init));
      });
    const source = frame().contentWindow;
    const origin = window.location.origin;

    post({ data: { type: 'arcadia:balance' }, origin: 'https://evil.example.org', source });
    post({ data: { type: 'arcadia:balance' }, origin, source: window });
    post({ data: { type: 'something-else' }, origin, source });
    post({ data: 'arcadia:balance', origin, source });
    expect(invalidated()).toBe(false);

    post({ data: { type: 'arcadia:balance' }, origin, source });
    await vi.waitFor(() => expect(invalidated()).toBe(true));
  });

  it("moves the header's figure at once by the game wallet's difference, then asks again", async () => {
    signIn(0);
    const { client } = await renderGames(<GamePage />, { path: at(slotUrl, '&name=Lucky%207') });
    client.setQueryData(balanceQuery().queryKey, { sumBalance: 100_000 });
    const source = frame().contentWindow;
    const data = { type: 'arcadia:balance', before: 100_000, after: 99_000 };
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }));
    });
    expect(client.getQueryData(balanceQuery().queryKey)).toEqual({ sumBalance: 99_000 });
    await vi.waitFor(() => expect(client.getQueryState(balanceQuery().queryKey)?.isInvalidated).toBe(true));
  });

  it('goes back to the page named by back, when it is a path of this site', async () => {
    signIn(0);
    const { router } = await renderGames(<GamePage />, { path: at(slotUrl, '&back=%2Frng%3Fpage%3D2') });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/rng?page=2'));
  });

  it('goes home from a first page whose back is another site', async () => {
    signIn(0);
    const { router } = await renderGames(<GamePage />, { path: at(slotUrl, '&back=%2F%2Fevil.example.org') });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('/seamless', () => {
  it('frames a redirect-mode address with the same check', async () => {
    signIn(0);
    await renderGames(<SeamlessPage />, { path: `/seamless?url=${encodeURIComponent('/house/live/?token=z')}` });
    expect(screen.getByTitle<HTMLIFrameElement>('Game').src).toBe(`${window.location.origin}/house/live/?token=z`);
  });
});

describe('/fbsports', () => {
  it('shows the translated maintenance message FB answers with in this deployment', async () => {
    signIn(0);
    const { queries } = await renderGames(<FbSportsPage />, {
      path: '/fbsports',
      routes: {
        'GET /wps/relay/GCS_gameLaunchFB': {
          status: 503,
          code: 'game-maintenance',
          message: 'This game is under maintenance. Please try again later.',
          value: null,
        },
      },
    });
    expect(await screen.findByText('This game is under maintenance. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'FB Sports' })).toBeTruthy();
    expect(queries('GET /wps/relay/GCS_gameLaunchFB')).toEqual([
      { language: 'EN', device: 'WEB', backUrl: '/fbsports' },
    ]);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames the address when a launch succeeds, and asks nothing of a visitor', async () => {
    signIn(0);
    await renderGames(<FbSportsPage />, {
      path: '/fbsports',
      routes: { 'GET /wps/relay/GCS_gameLaunchFB': { value: { url: '/house/fb/?token=q', mode: 'iframe' } } },
    });
    expect((await screen.findByTitle<HTMLIFrameElement>('FB Sports')).src).toContain('/house/fb/?token=q');
    cleanup();
    signIn(null);
    const { requests } = await renderGames(<FbSportsPage />, { path: '/fbsports' });
    expect(screen.getByText('Please log in to play.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
