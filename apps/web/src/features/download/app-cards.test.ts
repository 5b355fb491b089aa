import type { Resource } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { appCards } from './app-cards.ts';

const origin = 'https://arcadia.example';

describe('appCards', () => {
  it('makes one card per app resource in the spec order, social links left out', () => {
    const resources: Resource[] = [
      { resourceType: 'IOS', url: '/down?platform=ios', qrCodeUrl: null },
      { resourceType: 'TELEGRAM', url: 'https://t.me/arcadia', qrCodeUrl: null },
      { resourceType: 'Android', url: 'https://cdn.example.com/app.apk', qrCodeUrl: '/down?platform=android' },
      { resourceType: 'MOBILECONFIG', url: '/down?platform=ios-config', qrCodeUrl: '/down?platform=ios-config' },
    ];
    expect(appCards(resources, origin)).toEqual([
      {
        type: 'MOBILECONFIG',
        action: { kind: 'guide', topic: 'ios-install' },
        qrValue: 'https://arcadia.example/down?platform=ios-config',
        tutorial: 'ios-install',
        platform: 'ios-config',
      },
      {
        type: 'Android',
        action: { kind: 'download', url: 'https://cdn.example.com/app.apk', external: true },
        qrValue: 'https://arcadia.example/down?platform=android',
        tutorial: 'android-install',
        platform: 'android',
      },
      {
        type: 'IOS',
        action: { kind: 'guide', topic: 'ios-install' },
        qrValue: 'https://arcadia.example/down?platform=ios',
        tutorial: 'ios-install',
        platform: 'ios',
      },
    ]);
  });

  it('downloads a file served by the site itself, and skips an empty link', () => {
    const cards = appCards(
      [
        { resourceType: 'MOBILECONFIG', url: '/app/arcadia.mobileconfig', qrCodeUrl: null },
        { resourceType: 'Android', url: '', qrCodeUrl: null },
      ],
      origin,
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]?.action).toEqual({ kind: 'download', url: '/app/arcadia.mobileconfig', external: false });
    expect(cards[0]?.qrValue).toBe('https://arcadia.example/app/arcadia.mobileconfig');
  });
});
