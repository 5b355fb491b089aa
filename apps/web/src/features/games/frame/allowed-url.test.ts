import { describe, expect, it } from 'vitest';
import { allowedGameUrl } from './allowed-url.ts';

const ORIGIN = 'https://play.example.com';
const CDNS = ['/house', 'https://games.cdn.example.net/launch'];

describe('allowedGameUrl', () => {
  it('takes site-relative and same-origin addresses, resolved', () => {
    expect(allowedGameUrl('/house/slot/?token=abc', ORIGIN, CDNS)).toBe(`${ORIGIN}/house/slot/?token=abc`);
    expect(allowedGameUrl(`${ORIGIN}/house/lottery/`, ORIGIN, [])).toBe(`${ORIGIN}/house/lottery/`);
  });

  it("takes the brand's absolute launch CDN, only under its path", () => {
    expect(allowedGameUrl('https://games.cdn.example.net/launch/pg?t=1', ORIGIN, CDNS)).toBe(
      'https://games.cdn.example.net/launch/pg?t=1',
    );
    expect(allowedGameUrl('https://games.cdn.example.net/launcher/pg', ORIGIN, CDNS)).toBeNull();
    expect(allowedGameUrl('https://games.cdn.example.net/other', ORIGIN, CDNS)).toBeNull();
  });

  it('refuses other sites, scripts, credentials and nonsense', () => {
    expect(allowedGameUrl('https://evil.example.org/house/slot', ORIGIN, CDNS)).toBeNull();
    expect(allowedGameUrl('//evil.example.org/house', ORIGIN, CDNS)).toBeNull();
    expect(allowedGameUrl('javascript:alert(1)', ORIGIN, CDNS)).toBeNull();
    expect(allowedGameUrl('data:text/html,hi', ORIGIN, CDNS)).toBeNull();
    expect(allowedGameUrl('https://games.cdn.example.net@evil.example.org/launch', ORIGIN, CDNS)).toBeNull();
    expect(allowedGameUrl('https://user:pw@play.example.com/house', ORIGIN, CDNS)).toBeNull();
    expect(allowedGameUrl('http://[bad', ORIGIN, CDNS)).toBeNull();
    expect(allowedGameUrl('', ORIGIN, CDNS)).toBeNull();
    expect(allowedGameUrl(null, ORIGIN, CDNS)).toBeNull();
  });

  it('ignores a CDN entry that is not http(s)', () => {
    expect(allowedGameUrl('javascript:1', ORIGIN, ['javascript:'])).toBeNull();
  });
});
