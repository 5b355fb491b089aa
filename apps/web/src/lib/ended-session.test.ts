import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { forgetEndedSession, useAuth } from './auth.ts';
import { KEYS, session } from './storage.ts';

afterEach(() => {
  session.remove(KEYS.token);
  useAuth.setState({ token: null, isAgent: null });
});

const loggedIn = () => {
  session.set(KEYS.token, 'tok');
  useAuth.setState({ token: 'tok', isAgent: 0 });
};

describe('a session ended elsewhere', () => {
  it('is forgotten when any call answers not-logged-in', () => {
    loggedIn();
    const client = new QueryClient();
    client.setQueryData(['member-info'], { account: 'demo' });
    forgetEndedSession(client, new ApiError('not-logged-in', 'Please log in.', 401));
    expect(useAuth.getState().token).toBeNull();
    expect(session.get(KEYS.token)).toBeNull();
    expect(client.getQueryData(['member-info'])).toBeUndefined();
  });

  it('is kept on any other failure', () => {
    loggedIn();
    const client = new QueryClient();
    forgetEndedSession(client, new ApiError('invalid-credentials', 'Wrong password.', 401));
    forgetEndedSession(client, new ApiError('network-error', 'network-error', 0));
    forgetEndedSession(client, new Error('boom'));
    expect(useAuth.getState().token).toBe('tok');
  });
});
