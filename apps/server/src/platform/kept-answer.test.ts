import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodingFor, KeptAnswer, keptBy } from './kept-answer.ts';

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

  it('is written once per value object and message; another value, another message or an error is written anew', () => {
    let writes = 0;
    const write = (answer: unknown) => {
      writes++;
      return JSON.stringify(answer);
    };
    const serialize = keptBy(write);
    const menu = [{ name: 'Slots' }];
    const answer = (value: unknown, message = 'Success') => ({ success: true, code: 'ok', message, value });
    const first = serialize(answer(menu));
    expect(first).toBeInstanceOf(KeptAnswer);
    expect(serialize(answer(menu))).toBe(first);
    expect(writes).toBe(1);
    expect((serialize(answer(menu, '成功')) as KeptAnswer).json).toBe(JSON.stringify(answer(menu, '成功')));
    expect(serialize(answer([{ name: 'Slots' }]))).not.toBe(first);
    expect(writes).toBe(3);
    const refused = { success: false, code: 'bad-request', message: 'No', value: menu };
    expect(serialize(refused)).toBe(JSON.stringify(refused));
    expect(serialize(refused)).toBe(JSON.stringify(refused));
    expect(writes).toBe(5);
  });
});
