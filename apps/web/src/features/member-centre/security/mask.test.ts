import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './mask.ts';

describe('masks', () => {
  it('hides the middle of a mobile number and an e-mail name', () => {
    expect(maskMobile('9171234567', '63')).toBe('+63 917****567');
    expect(maskMobile('9171234567', null)).toBe('917****567');
    expect(maskMobile('1234', '+84')).toBe('+84 ****');
    expect(maskEmail('player@example.com')).toBe('pl***@example.com');
    expect(maskEmail('a@example.com')).toBe('***@example.com');
  });
});
