import type { WhitelabelNode } from '@arcadia/contracts';
import { act, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth.ts';
import { checkCentre, checkLogin, useAccountWarning, useLoginCheck } from './login-check.ts';
import { useUi } from './ui-store.ts';

const centres = (personal: '1' | '0', agent: '1' | '0'): WhitelabelNode[] => [
  {
    modId: 'CENTRE',
    enabled: '1',
    childrenNodes: [
      { modId: 'PERSONAL_CENTER', enabled: personal, childrenNodes: [] },
      { modId: 'AGENT_CENTER', enabled: agent, childrenNodes: [] },
    ],
  },
];

afterEach(() => {
  useAuth.setState({ token: null, isAgent: null });
  useUi.setState({ authModal: null });
  useAccountWarning.setState({ open: false });
});

describe('login check rules', () => {
  it('sends a visitor to the login popup', () => {
    expect(checkLogin({ token: null, isAgent: null })).toBe('login');
  });

  it('warns a trial account (type 4) that it needs a real account', () => {
    expect(checkLogin({ token: 't', isAgent: 4 })).toBe('real-account');
  });

  it('lets members and agents through', () => {
    for (const isAgent of [0, 1, 2, 41, 42]) expect(checkLogin({ token: 't', isAgent })).toBe('allowed');
  });

  it('gives the same warning for a centre whose switch is off', () => {
    const member = { token: 't', isAgent: 0 };
    expect(checkCentre(member, centres('1', '1'), 'PERSONAL_CENTER')).toBe('allowed');
    expect(checkCentre(member, centres('0', '1'), 'PERSONAL_CENTER')).toBe('real-account');
    expect(checkCentre(member, centres('1', '0'), 'AGENT_CENTER')).toBe('real-account');
    expect(checkCentre({ token: null, isAgent: null }, centres('0', '0'), 'AGENT_CENTER')).toBe('login');
    expect(checkCentre({ token: 't', isAgent: 4 }, centres('1', '1'), 'PERSONAL_CENTER')).toBe('real-account');
  });
});

describe('useLoginCheck', () => {
  it('opens the login popup and blocks without a token', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useLoginCheck());
    let allowed = true;
    act(() => {
      allowed = result.current(action);
    });
    expect(allowed).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(useUi.getState().authModal).toBe('login');
  });

  it('shows the warning and blocks a trial account', () => {
    useAuth.setState({ token: 't', isAgent: 4 });
    const action = vi.fn();
    const { result } = renderHook(() => useLoginCheck());
    expect(result.current(action)).toBe(false);
    expect(useAccountWarning.getState().open).toBe(true);
    expect(action).not.toHaveBeenCalled();
  });

  it('runs the action for a member', () => {
    useAuth.setState({ token: 't', isAgent: 0 });
    const action = vi.fn();
    const { result } = renderHook(() => useLoginCheck());
    expect(result.current(action)).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    expect(useUi.getState().authModal).toBeNull();
  });
});
