import type { TestApp } from './harness.ts';
import { freshIp } from './members.ts';
import { send } from './requests.ts';
import { sealFor } from './seal.ts';

/** Registration helpers for the demo brand: switch a register rule, a valid body, register, read the row. */
export function registrationKit(t: () => TestApp) {
  let serial = 0;
  return {
    setRule: (key: string, enabled: boolean) =>
      t().db.query(
        "UPDATE register_rules SET enabled = $2 WHERE key = $1 AND merchant_id = (SELECT id FROM merchants WHERE code = 'demo')",
        [key, enabled],
      ),

    valid: (overrides: object = {}) => ({
      username: `player${++serial}x`,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      paymentPassword: '123456',
      registerMethod: 'WEB',
      agreeTerms: true,
      adult: true,
      ...overrides,
    }),

    register: async (payload: object, headers: Record<string, string> = {}, variant = 'username') =>
      send(t().app, {
        method: 'PUT',
        url: variant === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
        headers: { ...freshIp(), ...headers },
        payload: await sealFor(t().app, payload),
      }),

    memberRow: (account: string) =>
      t().db.one<Record<string, unknown>>(
        "SELECT * FROM members WHERE lower(account) = lower($1) AND merchant_id = (SELECT id FROM merchants WHERE code = 'demo')",
        [account],
      ),
  };
}
