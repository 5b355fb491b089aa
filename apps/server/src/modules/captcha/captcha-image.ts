import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './font.ts';
import { encodePng } from './png.ts';

export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 3;
const CELL = 26;
const BACKGROUND = 238;

/** Draws integers in [min, max); the default is crypto-strong, tests may pass a seeded one. */
export type Random = (min: number, max: number) => number;

export function captchaText(random: Random = randomInt, length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[random(0, CAPTCHA_ALPHABET.length)];
  return text;
}

/**
 * The captcha as a greyscale PNG: each glyph scaled ×3 with its own offset and
 * shade, crossed by noise lines and sprinkled with dots so plain OCR of a
 * clean bitmap font does not work out of the box.
 */
export function captchaPng(text: string, random: Random = randomInt): Buffer {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(BACKGROUND);
  const plot = (x: number, y: number, shade: number) => {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) pixels[y * WIDTH + x] = shade;
  };

  [...text].forEach((char, index) => {
    const left = 8 + index * CELL + random(-3, 4);
    const top = Math.floor((HEIGHT - GLYPH_HEIGHT * SCALE) / 2) + random(-4, 5);
    const shade = random(10, 90);
    const slant = random(-1, 2); // shifts the upper half one pixel: a cheap skew
    for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (!glyphPixel(char, gx, gy)) continue;
        const shift = gy < GLYPH_HEIGHT / 2 ? slant : 0;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) plot(left + gx * SCALE + dx + shift, top + gy * SCALE + dy, shade);
        }
      }
    }
  });

  for (let line = 0; line < 5; line++) {
    drawLine(plot, random(0, WIDTH), random(0, HEIGHT), random(0, WIDTH), random(0, HEIGHT), random(60, 170));
  }
  for (let dot = 0; dot < 120; dot++) plot(random(0, WIDTH), random(0, HEIGHT), random(40, 200));

  return encodePng({ width: WIDTH, height: HEIGHT, channels: 1, pixels });
}

/** Bresenham's line. */
function drawLine(
  plot: (x: number, y: number, shade: number) => void,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  shade: number,
) {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    plot(x, y, shade);
    if (x === x1 && y === y1) return;
    const twice = 2 * error;
    if (twice >= dy) {
      error += dy;
      x += sx;
    }
    if (twice <= dx) {
      error += dx;
      y += sy;
    }
  }
}
