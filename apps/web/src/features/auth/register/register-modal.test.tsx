import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { ruleFixture as rule } from '../../../test/brand-fixture.ts';
import { useAuthFlow } from '../auth-flow-store.ts';
import { AuthModals } from '../auth-modals.tsx';
import { brandWith, openSealed, renderWithApp, stubServer } from '../test-support.tsx';

const rules = [
  rule('username', { required: true, patternId: 2, minLength: 4, maxLength: 16 }),
  rule('password', { required: true, patternId: 6, minLength: 6, maxLength: 20 }),
  rule('email', { patternId: 4, minLength: 6, maxLength: 64 }),
  rule('affiliateCode', { patternId: 5, minLength: 4, maxLength: 20 }),
  rule('qqNum', { enabled: false }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useAuth.setState({ token: null, isAgent: null, account: null, mustChangePassword: false });
  useUi.setState({ authModal: null });
  useAuthFlow.setState({ registerPrefill: {} });
});

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('registration modal', () => {
  it('opens on /register with the fields the rules enable', async () => {
    stubServer({});
    await renderWithApp(<AuthModals />, brandWith(['USERNAME_REGISTER'], rules), '/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    for (const label of ['Username', 'Password', 'Confirm password', 'E-mail', 'Invitation code']) {
      expect(within(dialog).getByLabelText(label, { selector: 'input' })).toBeTruthy();
    }
    expect(within(dialog).queryByLabelText('QQ number')).toBeNull();
    expect(within(dialog).queryByLabelText('Mobile number')).toBeNull();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect((within(dialog).getByRole('checkbox', { name: /agree/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'User agreement' }).getAttribute('href')).toBe('/help');
  });

  it('explains invalid fields with the pattern messages', async () => {
    const calls = stubServer({});
    await renderWithApp(<AuthModals />, brandWith(['USERNAME_REGISTER'], rules), '/register');
    await screen.findByRole('dialog', { name: 'Register' });
    type('Username', '9lives');
    type('Password', 'abcdef');
    type('Confirm password', 'abcdeg');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter 4-16 characters: a letter first, then letters and digits.')).toBeTruthy();
    expect(screen.getByText('Please enter 6-20 characters combining letters and digits.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getByText('You must be 18 or older to register.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('checks the invitation code first when AFFILIATE is on, and stops when it is invalid', async () => {
    const calls = stubServer({
      'GET /wps/agent/affiliate': { status: 400, code: 'invalid-invitation-code', value: null },
    });
    await renderWithApp(<AuthModals />, brandWith(['USERNAME_REGISTER', 'AFFILIATE'], rules), '/register');
    await screen.findByRole('dialog', { name: 'Register' });
    type('Username', 'player1');
    type('Password', 'abc123');
    type('Confirm password', 'abc123');
    type('Invitation code', 'NOPE1');
    fireEvent.click(screen.getByRole('checkbox', { name: /18 years/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid invitation code')).toBeTruthy();
    expect(calls.map((call) => call.route)).toEqual(['GET /wps/agent/affiliate']);
  });

  it('registers with the referral code from the link, shows server field errors', async () => {
    const calls = stubServer({
      'PUT /wps/member/register': {
        status: 409,
        code: 'validation-failed',
        value: {
          fields: [{ field: 'username', key: 'account-exists', message: 'This account name is already taken.' }],
        },
      },
    });
    await renderWithApp(<AuthModals />, brandWith(['USERNAME_REGISTER'], rules), '/register?referralCode=REF42');
    await screen.findByRole('dialog', { name: 'Register' });
    expect(screen.getByText('You were invited with code REF42.')).toBeTruthy();
    type('Username', 'player1');
    type('Password', 'abc123');
    type('Confirm password', 'abc123');
    fireEvent.click(screen.getByRole('checkbox', { name: /18 years/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This account name is already taken.')).toBeTruthy();
    expect(calls.map((call) => call.route)).toEqual(['GET /wps/system/publicKey', 'PUT /wps/member/register']);
    expect(openSealed(calls[1]?.body)).toMatchObject({
      username: 'player1',
      password: 'abc123',
      confirmPassword: 'abc123',
      referralCode: 'REF42',
      registerMethod: 'WEB',
      domain: window.location.host,
      registerUrl: window.location.href,
      agreeTerms: true,
      adult: true,
    });
  });

  it('toggles to mobile registration when both ways are on', async () => {
    stubServer({});
    await renderWithApp(<AuthModals />, brandWith(['USERNAME_REGISTER', 'MOBILE_REGISTER']), '/register');
    await screen.findByRole('dialog', { name: 'Register' });
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(field('Mobile number')).toBeTruthy();
    expect(field('Verification code')).toBeTruthy();
    expect(screen.queryByLabelText('Username', { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });
});
