import { DEFAULT_BRAND_LOOK } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../seed/demo-data.ts';
import { bannerImage, brandLogo, gameTile, vendorLogo } from './svg.ts';

const demo = { look: BRANDS[0]?.look ?? DEFAULT_BRAND_LOOK, theme: 'dark' } as const;
const demoLight = { ...demo, theme: 'light' } as const;
const beta = { look: BRANDS[1]?.look ?? DEFAULT_BRAND_LOOK, theme: 'dark' } as const;

const slot = (gameCode: string, name: string) => ({ gameCode, name, vendor: 'ARC', category: 'RNG' });
/** The drawing without its <title>: what a person sees. */
const picture = (svg: string) => svg.replace(/<title>.*?<\/title>/, '');

describe('generated art', () => {
  it('draws the same item the same way every time', () => {
    expect(gameTile(slot('ARC-golden-dragon', 'Golden Dragon'), demo)).toBe(
      gameTile(slot('ARC-golden-dragon', 'Golden Dragon'), demo),
    );
    expect(vendorLogo('PG', 'RNG', demo)).toBe(vendorLogo('PG', 'RNG', demo));
    const banner = { group: 'home', index: 1, title: 'Welcome bonus', brandName: 'Arcadia' };
    expect(bannerImage(banner, demo)).toBe(bannerImage(banner, demo));
  });

  it('draws every game of a category differently, not one template', () => {
    const tiles = Array.from({ length: 24 }, (_, i) =>
      picture(gameTile(slot(`ARC-SLOT-${i + 1}`, `Slot ${i + 1}`), demo)),
    );
    expect(new Set(tiles).size).toBe(24);
    // The art is made of different symbols and layouts, not only a colour change: strip the colours and compare.
    const shapes = new Set(tiles.map((svg) => svg.replace(/(hsl\([^)]*\)|#[0-9a-f]{6}|opacity="[^"]*")/gi, '')));
    expect(shapes.size).toBeGreaterThan(12);
    // No tile repeats the old "7 7 7" art or writes the game's name into the picture.
    for (const svg of tiles) expect(svg).not.toMatch(/>7<|Slot \d+</);
  });

  it('draws per theme and per brand', () => {
    const game = slot('ARC-golden-dragon', 'Golden Dragon');
    expect(gameTile(game, demo)).not.toBe(gameTile(game, demoLight));
    expect(gameTile(game, demo)).not.toBe(gameTile(game, beta));
    expect(vendorLogo('PG', 'RNG', demo)).not.toBe(vendorLogo('PG', 'RNG', demoLight));
    expect(vendorLogo('PG', 'RNG', demo)).not.toBe(vendorLogo('EVO', 'RNG', demo));
    const banner = { group: 'rng', index: 1, title: 'Spin the reels', brandName: 'Arcadia' };
    expect(bannerImage(banner, demo)).not.toBe(bannerImage(banner, demoLight));
    expect(bannerImage(banner, demo)).not.toBe(bannerImage({ ...banner, index: 2 }, demo));
    expect(brandLogo('Arcadia', demo)).not.toBe(brandLogo('Beta Play', beta));
  });

  it('writes the brand words of a banner, escaped, and the brand font', () => {
    const svg = bannerImage({ group: 'home', index: 1, title: 'Bonus <50%> & more', brandName: 'Beta Play' }, beta);
    expect(svg).toContain('Bonus &lt;50%&gt; &amp; more');
    expect(svg).toContain('Beta Play');
    expect(svg).toContain('Georgia');
    expect(svg).not.toContain('Arcadia #');
  });

  it('keeps the logo name readable on the header it sits on', () => {
    // The demo brand's light primary is its light header's colour: the name turns white there.
    expect(brandLogo('Arcadia', demoLight)).toMatch(/fill="#ffffff">Arcadia</);
    expect(brandLogo('Arcadia', demo)).toMatch(/fill="#f5b301">Arcadia</);
  });
});
