import { describe, expect, it } from 'vitest';
import { isEnabled, WHITELABEL_MOD_IDS, type WhitelabelNode } from './whitelabel.ts';

const tree: WhitelabelNode[] = [
  {
    modId: 'LOGIN',
    enabled: '1',
    childrenNodes: [
      { modId: 'FREE_PLAY', enabled: '1', childrenNodes: [] },
      { modId: 'LOGIN_FIRST', enabled: '0', childrenNodes: [] },
    ],
  },
  { modId: 'AGENT', enabled: '0', childrenNodes: [{ modId: 'AFFILIATE', enabled: '1', childrenNodes: [] }] },
];

describe('isEnabled', () => {
  it('reads a switch that is on or off', () => {
    expect(isEnabled(tree, 'FREE_PLAY')).toBe(true);
    expect(isEnabled(tree, 'LOGIN_FIRST')).toBe(false);
  });

  it('turns a switch off when its group is off', () => {
    expect(isEnabled(tree, 'AFFILIATE')).toBe(false);
  });

  it('treats a switch missing from the tree as off', () => {
    expect(isEnabled(tree, 'FIREBASE_LOGIN')).toBe(false);
  });

  it('names every flag of the specification', () => {
    for (const flag of [
      'MOBILE_REGISTER',
      'REGISTER_SMS_VERIFY',
      'MOBILE_REGISTER_PASSWORD',
      'USERNAME_REGISTER',
      'FREE_PLAY',
      'FORCE_PASSWORD_CHANGE',
      'MOBILE_CODE_LOGIN',
      'DIRECT_REGISTER',
      'FIREBASE_LOGIN',
      'REFERRAL_PROMOTION',
      'AFFILIATE',
      'DIVIDEND_CONTRACT',
      'DAILY_SALARY',
      'HOURLY_SALARY',
      'REALTIME_SALARY',
      'LOGIN_FIRST',
      'FORGOT_BY_PHONE',
    ]) {
      expect(WHITELABEL_MOD_IDS).toContain(flag);
    }
  });
});
