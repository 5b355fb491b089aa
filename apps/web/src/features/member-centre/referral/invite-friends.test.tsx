import { MESSAGES } from '@arcadia/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../i18n/locales/en/common.json';
import memberCentre from '../../../i18n/locales/en/memberCentre.json';
import referral from '../../../i18n/locales/en/referral.json';
import { permissionInfoQuery } from '../../../lib/brand.ts';
import { brandFixture } from '../../../test/brand-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubApi } from '../test-support.tsx';
import { InviteFriends } from './invite-friends.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK = 'http://localhost:8080/register?referralCode=K7M2PQ9X';

const info = (patch: object = {}) => ({
  code: 'K7M2PQ9X',
  link: LINK,
  rule: { enabled: true, bonusAmount: 100_00, minDeposit: 500_00 },
  totals: { invited: 2, rewarded: 1, earned: 100_00 },
  list: [
    {
      account: 'fr***1',
      registeredAt: '2025-03-01T04:00:00.000Z',
      reward: 100_00,
      rewardedAt: '2025-03-02T04:00:00.000Z',
    },
    { account: 'pa***z', registeredAt: '2025-03-03T04:00:00.000Z', reward: null, rewardedAt: null },
  ],
  total: 2,
  totalPages: 1,
  ...patch,
});

async function renderInvite(value = info()) {
  const api = stubApi({ 'GET /wps/member/referral': { value } });
  vi.stubGlobal('fetch', api.fetchMock);
  await renderWithApp(<InviteFriends />, {
    texts: { memberCentre, common, referral, messages: MESSAGES.EN },
    data: [[permissionInfoQuery().queryKey, brandFixture()]],
    routed: false,
    retry: false,
  });
}

describe('Invite friends', () => {
  it('shows the code, the link and its QR code at 200 px, with copy and share', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderInvite();
    expect(await screen.findByTestId('invite-code')).toHaveProperty('textContent', 'K7M2PQ9X');
    expect(screen.getByTestId('invite-link').getAttribute('href')).toBe(LINK);
    const qr = await screen.findByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.getAttribute('width')).toBe('200');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Invitation link' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(LINK));
    expect(whatsapp.getAttribute('target')).toBe('_blank');
  });

  it('states the rule and lists the friends invited with what each earned', async () => {
    await renderInvite();
    expect(
      await screen.findByText(
        'When a friend who registered with your link has deposited ₱500.00 in total, you receive ₱100.00 in your wallet, once per friend.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Invited: 2 · Bonuses earned: 1 · Total: ₱100.00')).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Friends you invited' }));
    expect(table.getByText('fr***1')).toBeTruthy();
    expect(table.getByText('₱100.00')).toBeTruthy();
    expect(table.getByText('Waiting for deposit')).toBeTruthy();
  });

  it('says when nobody has joined yet and when the bonus is paused', async () => {
    await renderInvite(
      info({
        list: [],
        total: 0,
        totalPages: 0,
        totals: { invited: 0, rewarded: 0, earned: 0 },
        rule: { enabled: false, bonusAmount: 0, minDeposit: 100 },
      }),
    );
    expect(await screen.findByText('Nobody has registered with your link yet.')).toBeTruthy();
    expect(screen.getByText(/referral bonus is paused/)).toBeTruthy();
  });
});
