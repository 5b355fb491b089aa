import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH, captchaPng, captchaText, type Random } from './captcha-image.ts';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './font.ts';

/** A repeatable generator for the drawing tests. */
const seeded = (seed: number): Random => {
  let state = seed;
  return (min, max) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return min + (state % (max - min));
  };
};

describe('captchaText', () => {
  it('draws four characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const text = captchaText();
      expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    }
  });

  it('never uses characters that look alike (0/O, 1/I/L, Q)', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OILQ]/);
  });

  it('varies: 300 draws are (nearly) all different and use most of the alphabet', () => {
    const draws = Array.from({ length: 300 }, () => captchaText());
    expect(new Set(draws).size).toBeGreaterThan(290);
    expect(new Set(draws.join('')).size).toBeGreaterThan(CAPTCHA_ALPHABET.length - 3);
  });
});

describe('font', () => {
  it('has a 5×7 glyph with ink for every character of the alphabet', () => {
    for (const char of CAPTCHA_ALPHABET) {
      let ink = 0;
      for (let y = 0; y < GLYPH_HEIGHT; y++)
        for (let x = 0; x < GLYPH_WIDTH; x++) ink += glyphPixel(char, x, y) ? 1 : 0;
      expect(ink, char).toBeGreaterThan(6);
    }
  });
});

describe('captchaPng', () => {
  const pixelsOf = (png: Buffer) => {
    const idatLength = png.readUInt32BE(33);
    return inflateSync(png.subarray(41, 41 + idatLength));
  };

  it('is a 120×40 greyscale PNG with dark glyph ink on a light background', () => {
    const png = captchaPng('AB23', seeded(7));
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
    const raw = pixelsOf(png);
    expect(raw.length).toBe(40 * 121);
    const values = [...raw].filter((_, i) => i % 121 !== 0);
    const dark = values.filter((v) => v < 100).length;
    expect(dark).toBeGreaterThan(4 * 3 * 3 * 8); // at least some ink per glyph
    expect(values.filter((v) => v === 238).length).toBeGreaterThan(values.length / 2);
  });

  it('draws a different picture for the same text each time (offsets and noise)', () => {
    expect(captchaPng('AB23').equals(captchaPng('AB23'))).toBe(false);
    expect(captchaPng('AB23', seeded(1)).equals(captchaPng('AB23', seeded(1)))).toBe(true);
  });
});
