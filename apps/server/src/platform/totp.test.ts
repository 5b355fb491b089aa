import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, verifyTotp } from './totp.ts';

describe('TOTP', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    // Secret "12345678901234567890" in base32; at 59 s the 8-digit code is 94287082, so 6 digits: 287082.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1_111_111_109_000)).toBe('081804');
  });

  it('accepts the neighbouring window and refuses others', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 120_000), now)).toBe(false);
    expect(verifyTotp(secret, '12345', now)).toBe(false);
  });
});
