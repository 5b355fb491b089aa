import { describe, expect, it } from 'vitest';
import { countryOf, ipInRanges } from './geo.ts';

describe('countryOf', () => {
  it('finds a public address in the offline database and nothing for private ones', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('10.1.2.3')).toBeNull();
  });
});

describe('ipInRanges', () => {
  it('matches IPv4 and IPv6 ranges and single addresses', () => {
    expect(ipInRanges('203.0.113.7', ['203.0.113.0/24'])).toBe(true);
    expect(ipInRanges('203.0.114.7', ['203.0.113.0/24'])).toBe(false);
    expect(ipInRanges('::ffff:203.0.113.7', ['203.0.113.0/24'])).toBe(true);
    expect(ipInRanges('2001:db8::5', ['2001:db8::/32'])).toBe(true);
    expect(ipInRanges('192.0.2.1', ['192.0.2.1'])).toBe(true);
  });

  it('skips malformed ranges and never matches a malformed address', () => {
    expect(ipInRanges('192.0.2.1', ['garbage', '192.0.2.0/24'])).toBe(true);
    expect(ipInRanges('not-an-ip', ['0.0.0.0/0'])).toBe(false);
    expect(ipInRanges('192.0.2.1', [])).toBe(false);
  });
});
