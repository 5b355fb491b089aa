import { act, cleanup, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth.ts';
import { permissionInfoQuery } from '../../lib/brand.ts';
import { memberInfoQuery } from '../../lib/member.ts';
import { vipQuery } from '../../lib/vip.ts';
import { brandFixture } from '../../test/brand-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { useServiceChannel } from './customer-service.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useAuth.setState({ token: null, isAgent: null }));
});

function Channel() {
  const channel = useServiceChannel();
  return <output>{channel ? `${channel.csType} ${channel.path}` : 'none'}</output>;
}

const VIP_CHANNEL = { csType: 4, path: 'https://vip.example.com/chat' };
const vipValue = (rankLevel: number) => ({
  rankLevel,
  labelName: `L${rankLevel}`,
  validBet: 0,
  deposit: 0,
  next: null,
  levels: [],
  service: rankLevel > 4 ? VIP_CHANNEL : null,
});

async function renderFor(rankLevel: number | null) {
  // Nothing may be fetched: what the hook needs is already in the cache.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({}, { status: 599 })),
  );
  if (rankLevel !== null) act(() => useAuth.setState({ token: 'tok', isAgent: 0 }));
  const member =
    rankLevel === null ? [] : ([[memberInfoQuery().queryKey, { clubLabel: { labelName: 'x', rankLevel } }]] as const);
  await renderWithApp(<Channel />, {
    texts: {},
    data: [
      [permissionInfoQuery().queryKey, brandFixture({ customerService: [{ csType: 1, path: '/helpmc' }] })],
      ...member,
      ...(rankLevel === null ? [] : ([[vipQuery().queryKey, vipValue(rankLevel)]] as const)),
    ],
    routed: false,
  });
}

describe('the customer-service channel (site-shell §6)', () => {
  it('is the VIP channel for members ranked above 4', async () => {
    await renderFor(5);
    expect(screen.getByRole('status').textContent).toBe('4 https://vip.example.com/chat');
  });

  it('stays the brand channel for rank 4 and below, and for visitors', async () => {
    await renderFor(4);
    expect(screen.getByRole('status').textContent).toBe('1 /helpmc');
    cleanup();
    await renderFor(null);
    expect(screen.getByRole('status').textContent).toBe('1 /helpmc');
  });
});
