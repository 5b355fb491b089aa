import { act, cleanup, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { renderCashier } from '../test-support.tsx';
import { useDepositFocus } from './deposit-focus.ts';
import { useDepositReturn } from './use-deposit-return.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    useDepositFocus.setState({ reference: null, since: 0 });
    useUi.setState({ memberPanel: { page: null, open: false } });
    useAuth.setState({ token: null, isAgent: null });
  });
});

function Watcher() {
  useDepositReturn();
  return null;
}

const arrive = (path: string) => renderCashier(<Watcher />, {}, { path, routed: true });

describe('back from the payment gateway', () => {
  it('opens Deposit at that order and takes the parameter out of the address', async () => {
    act(() => useAuth.setState({ token: 'tok', isAgent: 0 }));
    const { router } = await arrive('/?deposit=D250301K7M2QX&lang=EN');
    await waitFor(() => expect(router.state.location.search).toBe('?lang=EN'));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useDepositFocus.getState().reference).toBe('D250301K7M2QX');
    expect(useUi.getState().memberPanel).toEqual({ page: 'depositv2', open: true });
  });

  it('leaves an address without the parameter alone', async () => {
    act(() => useAuth.setState({ token: 'tok', isAgent: 0 }));
    const { router } = await arrive('/home?lang=EN');
    expect(router.state.location.search).toBe('?lang=EN');
    expect(router.state.historyAction).toBe('POP');
    expect(useUi.getState().memberPanel.open).toBe(false);
  });

  it('ignores a malformed reference and a visitor, but still cleans the address', async () => {
    act(() => useAuth.setState({ token: 'tok', isAgent: 0 }));
    const first = await arrive('/?deposit=%3Cscript%3E');
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    expect(useDepositFocus.getState().reference).toBeNull();
    cleanup();

    act(() => useAuth.setState({ token: null, isAgent: null }));
    const second = await arrive('/?deposit=D250301K7M2QX');
    await waitFor(() => expect(second.router.state.location.search).toBe(''));
    expect(useDepositFocus.getState().reference).toBeNull();
    expect(useUi.getState().memberPanel.open).toBe(false);
  });

  it('forgets the order in hand on logout', async () => {
    act(() => useAuth.setState({ token: 'tok', isAgent: 0 }));
    await arrive('/');
    act(() => useDepositFocus.getState().show('D250301K7M2QX'));
    act(() => useAuth.setState({ token: null }));
    expect(useDepositFocus.getState().reference).toBeNull();
  });
});
