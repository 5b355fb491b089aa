import { describe, expect, it } from 'vitest';
import { safeBackPath } from './back-target.ts';

describe('safeBackPath', () => {
  it('keeps paths of this site', () => {
    expect(safeBackPath('/rng?page=2')).toBe('/rng?page=2');
    expect(safeBackPath('/')).toBe('/');
  });
  it('drops other sites, schemes and nothing', () => {
    for (const value of ['//evil.example.org', '/\\evil.example.org', 'https://evil.example.org', 'rng', '', null]) {
      expect(safeBackPath(value)).toBeNull();
    }
  });
});
