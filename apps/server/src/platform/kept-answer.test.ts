import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodingFor, KeptAnswer, keptBy, madeOnce } from './kept-answer.ts';

describe('a kept answer', () => {
  const json = JSON.stringify({ success: true, value: { games: Array.from({ length: 60 }, (_, n) => `game ${n}`) } });

  it('is compressed once per encoding and then sent as the same bytes', () => {
    const kept = new KeptAnswer(json);
    const br = kept.encoded('br');
    expect(kept.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    const gzip = kept.encoded('gzip');
    expect(kept.encoded('gzip')).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe(json);
    expect(br.length).toBeLessThan(json.length);
  });

  it('goes in the encoding the client prefers among brotli and gzip, or none', () => {
    expect(encodingFor(undefined)).toBeNull();
    expect(encodingFor('')).toBeNull();
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, deflate')).toBe('gzip');
    expect(encodingFor('x-gzip')).toBe('gzip');
    expect(encodingFor('*')).toBe('gzip');
    expect(encodingFor('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(encodingFor('GZIP')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0')).toBeNull();
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor('deflate')).toBeNull();
  });

  it('keeps the answer of a value object seen again, per message; a new value, a first sighting or an error goes as text', () => {
    let writes = 0;
    const write = (answer: unknown) => {
      writes++;
      return JSON.stringify(answer);
    };
    const serialize = keptBy(write);
    const menu = [{ name: 'Slots' }];
    const answer = (value: unknown, message = 'Success') => ({ success: true, code: 'ok', message, value });
    expect(serialize(answer(menu))).toBe(JSON.stringify(answer(menu)));
    const kept = serialize(answer(menu));
    expect(kept).toBeInstanceOf(KeptAnswer);
    expect((kept as KeptAnswer).text).toBe(JSON.stringify(answer(menu)));
    expect(serialize(answer(menu))).toBe(kept);
    expect(writes).toBe(1);
    expect(serialize(answer(menu, '成功'))).toBe(JSON.stringify(answer(menu, '成功')));
    expect(serialize(answer([{ name: 'Slots' }]))).toBe(JSON.stringify(answer(menu)));
    expect(writes).toBe(3);
    const refused = { success: false, code: 'bad-request', message: 'No', value: menu };
    expect(serialize(refused)).toBe(JSON.stringify(refused));
    expect(serialize(refused)).toBe(JSON.stringify(refused));
    expect(writes).toBe(5);
  });

  it('makes a value once per key object', () => {
    let made = 0;
    const boxOf = madeOnce((list: string[]) => {
      made++;
      return { list };
    });
    const list = ['a'];
    expect(boxOf(list)).toBe(boxOf(list));
    expect(boxOf(['a'])).not.toBe(boxOf(list));
    expect(made).toBe(2);
  });
});
