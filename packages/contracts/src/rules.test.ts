import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRule, lengthParams, type RegisterRule } from './rules.ts';

const username: RegisterRule = {
  key: 'username',
  enabled: true,
  required: true,
  patternId: 2,
  minLength: 4,
  maxLength: 16,
  acceptedPattern: '*',
};

describe('checkRule', () => {
  it('requires a value only when the rule says so', () => {
    expect(checkRule(username, '')).toEqual({ key: 'input-required', params: {} });
    expect(checkRule({ ...username, required: false }, '')).toBeNull();
  });

  it('refuses a value outside the length bounds with the pattern message and its bounds', () => {
    expect(checkRule(username, 'abc')).toEqual({
      key: 'pattern.2',
      params: { min: 4, max: 16, length: '4-16' },
    });
    expect(checkRule(username, 'a'.repeat(17))?.key).toBe('pattern.2');
    expect(checkRule(username, 'abcd')).toBeNull();
  });

  it('applies the accepted pattern on top of the catalogue pattern', () => {
    const onlyVip = { ...username, acceptedPattern: '^vip' };
    expect(checkRule(onlyVip, 'vip123')).toBeNull();
    expect(checkRule(onlyVip, 'abc123')?.key).toBe('pattern.2');
  });

  it('never throws on a broken accepted pattern, and refuses', () => {
    expect(checkRule({ ...username, acceptedPattern: '([' }, 'abcd')?.key).toBe('pattern.2');
  });

  it('accepts exactly the values of allowed length that match the pattern', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,20}$/), (value) => {
        const ok = value.length >= 4 && value.length <= 16;
        return (checkRule(username, value) === null) === ok;
      }),
    );
  });
});

describe('lengthParams', () => {
  it('collapses equal bounds to one number', () => {
    expect(lengthParams({ minLength: 6, maxLength: 6 }).length).toBe('6');
    expect(lengthParams({ minLength: 6, maxLength: 12 }).length).toBe('6-12');
  });
});
