import type { MemberInfo } from '@arcadia/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth.ts';
import { KEYS, session } from '../../../lib/storage.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { memberFixture, renderCentre, stubApi } from '../test-support.tsx';
import { SecurityCenter } from './security-center.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    useUi.setState({ authModal: null });
    useAuth.setState({ token: null, isAgent: null, mustChangePassword: false });
  });
  session.remove(KEYS.token);
});

type Routes = Parameters<typeof stubApi>[0];

async function renderSecurity(member: MemberInfo, routes: Routes = {}) {
  act(() => useAuth.setState({ token: 'tok', isAgent: member.type }));
  session.set(KEYS.token, 'tok');
  const api = stubApi({
    'GET /wps/member/info': { value: member },
    'GET /wps/member/sessions': { value: [] },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  await renderCentre(<SecurityCenter />, { member });
  return api;
}

const row = (label: string) => {
  const item = screen.getAllByRole('listitem').find((li) => li.querySelector('.security-label')?.textContent === label);
  if (!item) throw new Error(`no row ${label}`);
  return within(item);
};
const bodyOf = (call: { init: RequestInit } | undefined) => JSON.parse(String(call?.init.body));

describe('SecurityCenter', () => {
  it('shows the profile and the security list from member info', async () => {
    await renderSecurity(memberFixture());
    expect(screen.getByText('demo')).toBeTruthy();
    expect(screen.getByText('Demo player')).toBeTruthy();
    expect(screen.getByText('VIP 2')).toBeTruthy();
    // 20:00 UTC is the next day at GMT+8, the brand's clock.
    expect(screen.getByText('2025-03-02')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set Payee name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Nickname' })).toBeTruthy();
    expect(row('Payment password').getByText('Not set')).toBeTruthy();
    expect(row('Payment password').getByRole('button', { name: 'Set payment password' })).toBeTruthy();
    expect(row('Mobile').getByText('+63 917****567')).toBeTruthy();
    expect(row('Mobile').queryByRole('button')).toBeNull();
    expect(row('E-mail').getByText('Not bound')).toBeTruthy();
    expect(row('E-mail').getByRole('button', { name: 'Bind e-mail' })).toBeTruthy();
    expect(row('Authenticator').getByText('Off')).toBeTruthy();
    expect(row('Authenticator').getByRole('button', { name: 'Enable authenticator' })).toBeTruthy();
  });

  it('shows set, bound and enabled states', async () => {
    await renderSecurity(
      memberFixture({
        hasPaymentPassword: true,
        email: 'player@example.com',
        totpEnabled: true,
        payeeName: 'Juan Cruz',
        mobileNum: null,
      }),
    );
    expect(screen.getByText('Juan Cruz')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set Payee name' })).toBeNull();
    expect(row('Payment password').getByRole('button', { name: 'Change payment password' })).toBeTruthy();
    expect(row('E-mail').getByText('pl***@example.com')).toBeTruthy();
    expect(row('Mobile').getByRole('button', { name: 'Bind mobile' })).toBeTruthy();
    expect(row('Authenticator').getByText('On')).toBeTruthy();
    expect(row('Authenticator').getByRole('button', { name: 'Disable authenticator' })).toBeTruthy();
  });

  it('opens the change-password modal for the login password', async () => {
    await renderSecurity(memberFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Change login password' }));
    expect(useUi.getState().authModal).toBe('changePassword');
  });

  it('refuses a wrong avatar file before sending, uploads a good one as multipart', async () => {
    const api = await renderSecurity(memberFixture(), {
      'POST /wps/member/info/icon': { value: { url: '/img/avatar/2.png' } },
    });
    const input = screen.getByLabelText('Change avatar') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Please choose a PNG or JPG image.');
    const big = new File(['png'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('The image must be at most 5 MB.');
    expect(api.calls.filter((call) => call.key.includes('icon'))).toHaveLength(0);

    const good = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [good] } });
    expect(await screen.findByRole('status')).toBeTruthy();
    const upload = api.calls.find((call) => call.key === 'POST /wps/member/info/icon');
    expect((upload?.init.body as FormData | undefined)?.get('file')).toBe(good);
    expect((upload?.init.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer tok');
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(api.calls.some((call) => call.key === 'GET /wps/member/info')).toBe(true));
  });

  it('falls back to the default avatar when the image fails', async () => {
    await renderSecurity(memberFixture());
    const image = screen.getByRole('img', { name: 'Your avatar' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/img/avatar/1.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).not.toBe('/img/avatar/1.png');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg|default-avatar/);
  });

  it("shows the server's message and field errors", async () => {
    await renderSecurity(memberFixture(), {
      'PATCH /wps/member/profile': {
        status: 400,
        code: 'validation-failed',
        message: 'Please check the highlighted fields.',
        value: { fields: [{ field: 'nickname', key: 'pattern.1', message: 'Please enter 1-32 characters.' }] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Nickname' }));
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'x'.repeat(10) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the highlighted fields.');
    const field = screen.getByLabelText('Nickname');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter 1-32 characters.',
    );
  });

  it('checks the payment password confirmation before sending', async () => {
    const api = await renderSecurity(memberFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    const form = within(screen.getByRole('form', { name: 'Payment password' }));
    fireEvent.change(form.getByLabelText('Login password'), { target: { value: 'demo1234' } });
    fireEvent.change(form.getByLabelText('New payment password'), { target: { value: '123456' } });
    fireEvent.change(form.getByLabelText('Confirm payment password'), { target: { value: '654321' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Passwords do not match.')).toBeTruthy();
    expect(api.calls.some((call) => call.key.includes('paymentPassword'))).toBe(false);
  });

  it('binds an e-mail address with a code, counting down the code lifetime', async () => {
    const api = await renderSecurity(memberFixture(), {
      'POST /wps/member/bind/code': { value: { expiredMinutes: 5 } },
      'POST /wps/member/bind': { value: memberFixture({ email: 'me@example.com' }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bind e-mail' }));
    const form = within(screen.getByRole('form', { name: 'Bind e-mail' }));
    fireEvent.click(form.getByRole('button', { name: 'Get code' }));
    expect(form.getByText('Input cannot be empty.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('E-mail address'), { target: { value: 'me@example' } });
    fireEvent.click(form.getByRole('button', { name: 'Get code' }));
    expect(form.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('E-mail address'), { target: { value: 'me@example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'Get code' }));
    expect(await form.findByRole('button', { name: 'Resend in 300 s' })).toBeTruthy();
    expect(bodyOf(api.calls.find((call) => call.key === 'POST /wps/member/bind/code'))).toEqual({
      channel: 'email',
      target: 'me@example.com',
    });
    fireEvent.change(form.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByText('Your e-mail address is now bound.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('form', { name: 'Bind e-mail' })).toBeNull();
    expect(bodyOf(api.calls.find((call) => call.key === 'POST /wps/member/bind'))).toEqual({
      channel: 'email',
      code: '123456',
    });
  });

  it('sends a mobile number with its dialing code', async () => {
    const api = await renderSecurity(memberFixture({ mobileNum: null, countryCode: null }), {
      'POST /wps/member/bind/code': { value: { expiredMinutes: 5 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bind mobile' }));
    const form = within(screen.getByRole('form', { name: 'Bind mobile' }));
    fireEvent.change(form.getByLabelText('Country code'), { target: { value: '84' } });
    fireEvent.change(form.getByLabelText('Mobile number'), { target: { value: 'abc' } });
    fireEvent.click(form.getByRole('button', { name: 'Get code' }));
    expect(form.getByText('Please enter a valid phone number.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Mobile number'), { target: { value: '912345678' } });
    fireEvent.click(form.getByRole('button', { name: 'Get code' }));
    await form.findByRole('button', { name: 'Resend in 300 s' });
    expect(bodyOf(api.calls.find((call) => call.key === 'POST /wps/member/bind/code'))).toEqual({
      channel: 'mobile',
      target: '912345678',
      countryCode: '84',
    });
  });

  it('turns the authenticator on with one secret and a six-digit code', async () => {
    const api = await renderSecurity(memberFixture(), {
      'POST /wps/member/totp/setup': {
        value: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Arcadia:demo?secret=JBSWY3DPEHPK3PXP' },
      },
      'POST /wps/member/totp': { value: memberFixture({ totpEnabled: true }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enable authenticator' }));
    const form = within(await screen.findByRole('form', { name: 'Enable authenticator' }));
    expect(form.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(form.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(form.getByLabelText('6-digit code'), { target: { value: '12' } });
    fireEvent.click(form.getByRole('button', { name: 'Turn on' }));
    expect(form.getByText('Please enter a valid verification code.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(form.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your authenticator setting has been saved.');
    expect(bodyOf(api.calls.find((call) => call.key === 'POST /wps/member/totp'))).toEqual({ code: '123456' });
    expect(api.calls.filter((call) => call.key === 'POST /wps/member/totp/setup')).toHaveLength(1);
  });

  it('confirms the authenticator on and closes the row, though the refetched member swaps the form', async () => {
    let enabled = false;
    await renderSecurity(memberFixture(), {
      'GET /wps/member/info': () => ({ value: memberFixture({ totpEnabled: enabled }) }),
      'POST /wps/member/totp/setup': {
        value: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Arcadia:demo?secret=JBSWY3DPEHPK3PXP' },
      },
      'POST /wps/member/totp': () => {
        enabled = true;
        return { value: memberFixture({ totpEnabled: true }) };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enable authenticator' }));
    const form = within(await screen.findByRole('form', { name: 'Enable authenticator' }));
    fireEvent.change(form.getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(form.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your authenticator setting has been saved.');
    await waitFor(() => expect(row('Authenticator').getByText('On')).toBeTruthy());
    // The row is closed, not left open on the form that turns it off again.
    expect(screen.queryByRole('form', { name: 'Disable authenticator' })).toBeNull();
  });
});
