import { REMEMBER_ME_MS } from '@arcadia/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLogin, recallLogin, rememberLogin } from './remember-me.ts';

afterEach(() => localStorage.clear());

describe('remember password', () => {
  const now = 1_700_000_000_000;

  it('keeps username and password for one day', () => {
    rememberLogin({ username: 'demo', password: 'demo1234' }, now);
    expect(recallLogin(now + REMEMBER_ME_MS - 1)).toEqual({ username: 'demo', password: 'demo1234' });
  });

  it('forgets them, and deletes them, once the day is over', () => {
    rememberLogin({ username: 'demo', password: 'demo1234' }, now);
    expect(recallLogin(now + REMEMBER_ME_MS)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps the mobile number with its country code when set', () => {
    rememberLogin({ username: 'demo', password: 'x', mobileNum: '9171234567', countryCode: '63' }, now);
    expect(recallLogin(now)).toEqual({ username: 'demo', password: 'x', mobileNum: '9171234567', countryCode: '63' });
    rememberLogin({ username: 'demo', password: 'x', countryCode: '63' }, now);
    expect(recallLogin(now)).toEqual({ username: 'demo', password: 'x' });
  });

  it('deletes them when unticked', () => {
    rememberLogin({ username: 'demo', password: 'demo1234' }, now);
    forgetLogin();
    expect(recallLogin(now)).toBeNull();
  });

  it('ignores damaged storage', () => {
    localStorage.setItem('rememberedLogin', '{not json');
    expect(recallLogin(now)).toBeNull();
    localStorage.setItem('rememberedLogin', JSON.stringify({ username: 'demo' }));
    expect(recallLogin(now)).toBeNull();
  });
});
