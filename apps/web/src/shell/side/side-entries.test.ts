import type { Resource } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { isInternalUrl, sideEntries } from './side-entries.ts';

const resource = (resourceType: Resource['resourceType'], qrCodeUrl: string | null = null): Resource => ({
  resourceType,
  url: `/x/${resourceType}`,
  qrCodeUrl,
});

const base = { resources: [], referralOn: false, loggedIn: true, hasService: true };
const kinds = (input: Parameters<typeof sideEntries>[0]) => sideEntries(input).map((entry) => entry.kind);

describe('sideEntries', () => {
  it('always has promotions, and customer service when the brand has a channel', () => {
    expect(kinds(base)).toEqual(['promotions', 'service']);
    expect(kinds({ ...base, hasService: false })).toEqual(['promotions']);
  });

  it('shows invite when referral promotion is on or the visitor is not logged in', () => {
    expect(kinds({ ...base, referralOn: true, loggedIn: true })).toContain('invite');
    expect(kinds({ ...base, referralOn: false, loggedIn: false })).toContain('invite');
    expect(kinds({ ...base, referralOn: true, loggedIn: false })).toContain('invite');
    expect(kinds({ ...base, referralOn: false, loggedIn: true })).not.toContain('invite');
  });

  it('adds nothing for absent resources', () => {
    expect(sideEntries(base).some((entry) => entry.kind === 'link' || entry.kind === 'app')).toBe(false);
  });

  it('adds one entry per present resource, in the spec order, apps with a QR code', () => {
    const entries = sideEntries({
      ...base,
      resources: [
        resource('TELEGRAM'),
        resource('IOS', '/qr/ios'),
        resource('TWITTER'),
        resource('Android'),
        resource('TWITTER'),
      ],
    });
    expect(entries.slice(2)).toEqual([
      { kind: 'link', type: 'TWITTER', url: '/x/TWITTER' },
      { kind: 'app', type: 'Android', url: '/x/Android', qrCodeUrl: '/x/Android' },
      { kind: 'app', type: 'IOS', url: '/x/IOS', qrCodeUrl: '/qr/ios' },
      { kind: 'link', type: 'TELEGRAM', url: '/x/TELEGRAM' },
    ]);
  });

  it('treats MOBILECONFIG, Android and IOS as apps and the rest as links', () => {
    const all = (['TWITTER', 'DOUYIN', 'MOBILECONFIG', 'Android', 'IOS', 'FACEBOOK', 'TELEGRAM'] as const).map((type) =>
      resource(type, '/qr'),
    );
    expect(kinds({ ...base, resources: all }).slice(2)).toEqual(['link', 'link', 'app', 'app', 'app', 'link', 'link']);
  });

  it('skips a resource without an address', () => {
    expect(kinds({ ...base, resources: [{ resourceType: 'FACEBOOK', url: '', qrCodeUrl: null }] })).toEqual([
      'promotions',
      'service',
    ]);
  });
});

describe('isInternalUrl', () => {
  it('tells same-site paths from other sites', () => {
    expect(isInternalUrl('/down?platform=ios')).toBe(true);
    expect(isInternalUrl('//evil.test/x')).toBe(false);
    expect(isInternalUrl('https://t.me/arcadia')).toBe(false);
  });
});
