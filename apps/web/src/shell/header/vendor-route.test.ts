import { describe, expect, it } from 'vitest';
import { categoryPath, vendorPath } from './vendor-route.ts';

describe('vendorPath', () => {
  it('opens the slot lobby on the vendor', () => {
    expect(vendorPath('RNG', 'ARC')).toBe('/rng?type=vassalage&vassalage=ARC');
  });

  it('opens the live, card and fishing lobbies on the vendor', () => {
    expect(vendorPath('LIVE', 'ARCL')).toBe('/live?type=vassalage&vassalage=ARCL');
    expect(vendorPath('PVP', 'ARCP')).toBe('/pvp?type=vassalage&vassalage=ARCP');
    expect(vendorPath('FISH', 'JILIF')).toBe('/fish?type=vassalage&vassalage=JILIF');
  });

  it('sends the FB sports vendor to its own page', () => {
    expect(vendorPath('SPORTS', 'FB')).toBe('/fbsports');
  });

  it('passes other vendors to their category page', () => {
    expect(vendorPath('SPORTS', 'SABA')).toBe('/sports?vendor=SABA');
    expect(vendorPath('ESPORTS', 'AV')).toBe('/esports?vendor=AV');
    expect(vendorPath('DS88', 'DS88')).toBe('/ds88?vendor=DS88');
    expect(vendorPath('LOTT', 'ARCV')).toBe('/lott?vendor=ARCV');
    expect(vendorPath('ELOTT', 'ELOTT')).toBe('/elott?vendor=ELOTT');
  });

  it('sends FB to its page only from the sports category', () => {
    expect(vendorPath('ESPORTS', 'FB')).toBe('/esports?vendor=FB');
  });

  it('encodes vendor codes', () => {
    expect(vendorPath('RNG', 'A&B')).toBe('/rng?type=vassalage&vassalage=A%26B');
  });
});

describe('categoryPath', () => {
  it('lower-cases the category', () => {
    expect(categoryPath('ESPORTS')).toBe('/esports');
    expect(categoryPath('DS88')).toBe('/ds88');
  });
});
