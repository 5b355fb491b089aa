import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth.ts';
import { useUi } from '../../lib/ui-store.ts';
import { useAuthFlow } from './auth-flow-store.ts';
import { AuthModals } from './auth-modals.tsx';
import { HeaderAccount } from './header-account.tsx';
import { brandWith, openSealed, renderWithApp, stubServer } from './test-support.tsx';

const member = {
  id: 'm1',
  account: 'demo',
  nickname: 'Demo Player',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Gold', rankLevel: 2 },
  memberLabel: [],
  mobileNum: null,
  countryCode: null,
  email: null,
  payeeName: null,
  language: 'EN',
  hasPaymentPassword: true,
  totpEnabled: false,
  avatarUrl: '/avatar.png',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const sessionInfo = {
  loginAt: '2025-05-02T10:00:00.000Z',
  loginIp: '1.2.3.4',
  previousLoginAt: null,
  previousLoginIp: null,
};

// The forms load on demand (React.lazy): fetched once here, then each render settles in a tick.
beforeAll(async () => {
  await Promise.all([import('./login-form.tsx'), import('./login-modal.tsx'), import('./social-login.tsx')]);
});

/** Renders, then lets the on-demand forms resolve. */
const renderReady = async (...args: Parameters<typeof renderWithApp>) => {
  const view = await renderWithApp(...args);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
};

const loginValue = { token: 'tok', firstTimeLogin: false, passwordExpired: false, isAgent: 0 };

const app = (
  <>
    <HeaderAccount />
    <AuthModals />
  </>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  useAuth.setState({ token: null, isAgent: null, account: null, mustChangePassword: false });
  useUi.setState({ authModal: null });
});

const fillLogin = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('header account area', () => {
  it('offers the login form and only the buttons whose switches are on', async () => {
    stubServer({});
    await renderReady(app, brandWith(['DIRECT_REGISTER', 'FREE_PLAY']));
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Free play' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Mobile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
  });

  it('switches to mobile login only with MOBILE_CODE_LOGIN', async () => {
    stubServer({});
    await renderReady(app, brandWith(['MOBILE_CODE_LOGIN', 'FIREBASE_LOGIN']));
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByLabelText('Mobile number')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Country code/ }).textContent).toContain('+63');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeTruthy();
  });

  it('validates before calling the server', async () => {
    const calls = stubServer({});
    await renderReady(app, brandWith([]));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Input cannot be empty.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows the captcha with a new image when the failure asks for it', async () => {
    const calls = stubServer({
      'POST /wps/session/login': { status: 400, code: 'captcha-required', value: { captcha: true } },
      'GET /wps/captcha': { value: 'iVBORw0KGgo=' },
    });
    await renderReady(app, brandWith([]));
    fillLogin('demo', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Captcha required.');
    const image = await screen.findByRole('img', { name: 'Captcha' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByLabelText('Captcha')).toBeTruthy();
    const login = calls.find((call) => call.route === 'POST /wps/session/login');
    expect(Object.keys(login?.body as object)).toEqual(['sealed']);
    expect(openSealed(login?.body)).toEqual({ type: 'username', username: 'demo', password: 'wrong' });
    expect(login?.headers['x-client-id']).toMatch(/^[\w-]{16,64}$/);
  });

  it('logs in, shows the strip and the welcome, and logs out after confirming', async () => {
    const calls = stubServer({
      'POST /wps/session/login': { value: loginValue },
      'GET /wps/member/info': { value: member },
      'GET /wps/session/info': { value: sessionInfo },
      'GET /wps/v2/wallets/balance': { value: { sumBalance: 123456 } },
      'DELETE /wps/session/logout': { value: null },
    });
    const { router } = await renderReady(app, brandWith(['PERSONAL_CENTER']), '/promotions');
    fillLogin('demo', 'demo1234');
    const welcome = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(welcome).getByText('Welcome back, Demo Player!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('token')).toBe('tok');
    fireEvent.click(within(welcome).getByRole('button', { name: 'Start playing' }));
    expect(await screen.findByText('1,234.56')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance').textContent).toBe('***');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(prompt).getByText('Are you sure you want to log out?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() => expect(screen.getByLabelText('Username')).toBeTruthy());
    expect(calls.some((call) => call.route === 'DELETE /wps/session/logout')).toBe(true);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('sends the weak default password to the change-password modal', async () => {
    const calls = stubServer({
      'POST /wps/session/login': { value: loginValue },
      'GET /wps/member/info': { value: member },
      'POST /wps/member/password': { value: { token: 'fresh' } },
      'GET /wps/session/info': { value: sessionInfo },
    });
    await renderReady(app, brandWith([]));
    fillLogin('olduser', '123456');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    expect(calls.some((call) => call.route === 'GET /wps/v2/wallets/balance')).toBe(false);
    expect(sessionStorage.getItem('mustChangePassword')).toBe('1');
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'Better123' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'Better123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeTruthy();
    const change = calls.find((call) => call.route === 'POST /wps/member/password');
    expect(openSealed(change?.body)).toEqual({
      oldPassword: '123456',
      newPassword: 'Better123',
      confirmPassword: 'Better123',
    });
    expect(sessionStorage.getItem('token')).toBe('fresh');
    expect(sessionStorage.getItem('mustChangePassword')).toBeNull();
  });

  it('shows the balance slot empty while the wallet endpoint is missing', async () => {
    sessionStorage.setItem('token', 'tok');
    useAuth.setState({ token: 'tok', isAgent: 0, account: 'demo' });
    stubServer({ 'GET /wps/member/info': { value: member } });
    await renderReady(app, brandWith([]));
    expect(await screen.findByText('Demo Player')).toBeTruthy();
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agent' })).toBeNull();
  });

  it('badges the avatar with rewards to claim plus unread messages', async () => {
    sessionStorage.setItem('token', 'tok');
    useAuth.setState({ token: 'tok', isAgent: 0, account: 'demo' });
    stubServer({
      'GET /wps/member/info': { value: member },
      'GET /wps/relay/CSP_unreadCount': {
        value: { unreadCount: 2, messageCount: 2, missionCount: 5, rewardCount: 1 },
      },
    });
    await renderReady(app, brandWith([]));
    expect(await screen.findByText('3 new')).toBeTruthy();
  });

  it('sends an unknown Google account on to registration with its ID token', async () => {
    const calls = stubServer({
      'POST /dev/identity/token': { value: { idToken: 'id-token-of-new-player' } },
      'POST /wps/session/login/firebase': { status: 404, code: 'account-not-found', value: null },
    });
    const email = {
      key: 'email',
      enabled: true,
      required: false,
      patternId: 4,
      minLength: 6,
      maxLength: 64,
      acceptedPattern: '*',
    };
    await renderReady(app, brandWith(['FIREBASE_LOGIN', 'USERNAME_REGISTER'], [email]));
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    const prompt = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    fireEvent.change(within(prompt).getByLabelText('E-mail'), { target: { value: 'new@example.com' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    const register = await screen.findByRole('dialog', { name: 'Register' });
    expect((within(register).getByLabelText('E-mail') as HTMLInputElement).value).toBe('new@example.com');
    expect(useAuthFlow.getState().registerPrefill).toMatchObject({
      firebaseChannel: 'google',
      firebaseIdToken: 'id-token-of-new-player',
    });
    const login = calls.find((call) => call.route === 'POST /wps/session/login/firebase');
    expect(openSealed(login?.body)).toEqual({ firebaseChannel: 'google', firebaseIdToken: 'id-token-of-new-player' });
  });
});
