import { describe, expect, test } from 'vitest';
import { TITLE_CODES, TITLES } from '../titles.ts';
import { TITLE_ART } from './art.ts';

/** Tags open and close in order (a tiny well-formedness check; the tests run without a DOM). */
function wellFormed(markup: string): boolean {
  const stack: string[] = [];
  for (const [tag] of markup.matchAll(/<[^>]+>/g)) {
    if (tag.endsWith('/>')) continue;
    const close = /^<\/([\w:-]+)>$/.exec(tag);
    if (close) {
      if (stack.pop() !== close[1]) return false;
      continue;
    }
    const open = /^<([\w:-]+)[\s>]/.exec(tag);
    if (!open?.[1]) return false;
    stack.push(open[1]);
  }
  return stack.length === 0;
}

const idsOf = (markup: string) => [...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');

/** Checks one drawing: well formed, self-contained, every reference resolved, no stray numbers. */
function checkDrawing(markup: string, width: number, height: number) {
  expect(markup.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`)).toBe(true);
  expect(wellFormed(markup)).toBe(true);
  expect(markup).not.toMatch(/NaN|undefined|Infinity|<image|<script|href="http|@import/);
  const ids = idsOf(markup);
  expect(new Set(ids).size).toBe(ids.length);
  for (const [, ref] of markup.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
}

const coloursOf = (markup: string) => new Set(markup.toLowerCase().match(/#[0-9a-f]{6}\b/g));

describe('title art', () => {
  test.each(TITLE_CODES)('%s: a drawing for every symbol, a tile and a banner', (code) => {
    const art = TITLE_ART[code];
    expect(Object.keys(art.symbols).sort()).toEqual(TITLES[code].math.symbols.map((s) => s.id).sort());
    for (const draw of Object.values(art.symbols)) checkDrawing(draw(), 200, 200);
    checkDrawing(art.tile(), 400, 300);
    checkDrawing(art.banner(), 1200, 400);
    expect(art.tile()).toContain(`>${TITLES[code].names.EN.replace("'", '&apos;')}</text>`);
    expect(art.banner('金龙 <&>')).toContain('>金龙 &lt;&amp;&gt;</text>');
  });

  test('symbols of every title can share one page: their ids never clash', () => {
    const ids = TITLE_CODES.flatMap((code) => Object.values(TITLE_ART[code].symbols).flatMap((draw) => idsOf(draw())));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('each title has its own palette, not one template recoloured', () => {
    const palettes = TITLE_CODES.map((code) =>
      coloursOf(
        Object.values(TITLE_ART[code].symbols)
          .map((draw) => draw())
          .join(''),
      ),
    );
    for (const [i, a] of palettes.entries())
      for (const b of palettes.slice(i + 1)) {
        const shared = [...a].filter((colour) => b.has(colour)).length;
        expect(shared / Math.min(a.size, b.size)).toBeLessThan(0.2);
      }
  });
});
