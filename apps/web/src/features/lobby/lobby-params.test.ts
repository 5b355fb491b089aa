import { describe, expect, it } from 'vitest';
import { readLobbyParams, resolveVendor } from './lobby-params.ts';

const read = (path: string) => {
  const url = new URL(path, 'http://site');
  return readLobbyParams(url.pathname, url.searchParams);
};

describe('readLobbyParams', () => {
  it('takes the game type from the path', () => {
    expect(read('/live')).toEqual({ gameType: 'LIVE', listType: 'none', vendor: null });
    expect(read('/fish').gameType).toBe('FISH');
  });

  it('lets a games or lobbyType parameter name the type, upper-cased', () => {
    expect(read('/?games=pvp').gameType).toBe('PVP');
    expect(read('/?lobbyType=live').gameType).toBe('LIVE');
    expect(read('/rng?games=nonsense').gameType).toBe('RNG');
  });

  it('opens the hot tab for type=hot and a vendor for type=vassalage', () => {
    expect(read('/live?type=hot').listType).toBe('hot');
    expect(read('/rng?type=vassalage&vassalage=PG')).toEqual({ gameType: 'RNG', listType: 'none', vendor: 'PG' });
    // Any other type opens the first vendor.
    expect(read('/rng?type=other&vassalage=PG')).toEqual({ gameType: 'RNG', listType: 'none', vendor: null });
  });

  it('reads the rng tab from the page parameter', () => {
    expect(read('/rng?page=fav').listType).toBe('fav');
    expect(read('/rng?page=recent').listType).toBe('recent');
    expect(read('/rng?page=hot').listType).toBe('hot');
    expect(read('/rng?page=zzz').listType).toBe('none');
    expect(read('/live?page=fav').listType).toBe('none');
  });
});

describe('resolveVendor', () => {
  const vendors = ['ARC', 'PG', 'JILI'];

  it('prefers the vendor asked for, then the stored one, then the first', () => {
    expect(resolveVendor(vendors, 'PG', 'JILI')).toBe('PG');
    expect(resolveVendor(vendors, null, 'JILI')).toBe('JILI');
    expect(resolveVendor(vendors, 'NOPE', 'GONE')).toBe('ARC');
    expect(resolveVendor([], 'PG', null)).toBeNull();
  });
});
