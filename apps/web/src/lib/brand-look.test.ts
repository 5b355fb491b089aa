import { DEFAULT_BRAND_LOOK } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { applyBrandLook, artUrl, LOOK_STORE_KEY } from './brand-look.ts';

describe('brand look', () => {
  it('sets the brand colours and font as variables, dropping another brand’s', () => {
    const root = document.createElement('html');
    applyBrandLook({ ...DEFAULT_BRAND_LOOK, dark: { primary: '#ff6b4a', accent: '#2dd4bf' } }, root);
    expect(root.style.getPropertyValue('--brand-dark-primary')).toBe('#ff6b4a');
    applyBrandLook({ ...DEFAULT_BRAND_LOOK, font: 'serif', light: { primary: '#047857' } }, root);
    expect(root.style.getPropertyValue('--brand-dark-primary')).toBe('');
    expect(root.style.getPropertyValue('--brand-light-primary')).toBe('#047857');
    expect(root.style.getPropertyValue('--brand-font')).toContain('Georgia');
    expect(JSON.parse(localStorage.getItem(LOOK_STORE_KEY) ?? '{}')['--brand-light-primary']).toBe('#047857');
  });

  it('asks the image hosts for the light drawing only in the light theme', () => {
    expect(artUrl('/img/games/A.svg?brand=demo', 'dark')).toBe('/img/games/A.svg?brand=demo');
    expect(artUrl('/img/games/A.svg?brand=demo', 'light')).toBe('/img/games/A.svg?brand=demo&theme=light');
    expect(artUrl('/img/brand/demo.svg', 'light')).toBe('/img/brand/demo.svg?theme=light');
    expect(artUrl('https://cdn.example.com/banner.jpg', 'light')).toBe('https://cdn.example.com/banner.jpg');
  });
});
