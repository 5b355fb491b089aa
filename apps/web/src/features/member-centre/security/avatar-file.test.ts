import { UPLOAD_MAX_BYTES } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar-file.ts';
import { maskEmail, maskMobile } from './mask.ts';

describe('checkAvatarFile', () => {
  it('accepts PNG and JPG up to 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 1 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 1 })).toBe('type');
    expect(checkAvatarFile({ type: '', size: 1 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('masks', () => {
  it('hides the middle of a mobile number and an e-mail name', () => {
    expect(maskMobile('9171234567', '63')).toBe('+63 917****567');
    expect(maskMobile('9171234567', null)).toBe('917****567');
    expect(maskMobile('1234', '+84')).toBe('+84 ****');
    expect(maskEmail('player@example.com')).toBe('pl***@example.com');
    expect(maskEmail('a@example.com')).toBe('***@example.com');
  });
});
