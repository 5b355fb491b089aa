/** "+63 9171234567" → "+63 917****567": enough to recognise, not to read off the screen. */
export function maskMobile(mobile: string, countryCode: string | null): string {
  const digits = mobile.trim();
  const masked =
    digits.length <= 4
      ? '*'.repeat(digits.length)
      : `${digits.slice(0, Math.min(3, digits.length - 4))}****${digits.slice(-3)}`;
  return countryCode ? `+${countryCode.replace(/^\+/, '')} ${masked}` : masked;
}

/** "player@example.com" → "pl***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1))}***${email.slice(at)}`;
}
