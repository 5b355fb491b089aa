import { inflateSync, crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from './png.ts';

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

/** Splits a PNG into its chunks, as a decoder would. */
function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    out.push({ type, data: png.subarray(at + 8, at + 8 + length), crc: png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

describe('crc32', () => {
  it('matches the standard check value and zlib', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const bytes = Buffer.from('IHDR and some more bytes');
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
  });
});

describe('encodePng', () => {
  const pixels = Uint8Array.from({ length: 6 * 4 }, (_, i) => i * 10);
  const png = encodePng({ width: 6, height: 4, channels: 1, pixels });

  it('starts with the PNG signature and has IHDR, IDAT, IEND in order', () => {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(chunks(png).map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('writes the size, 8-bit depth and greyscale colour type in IHDR', () => {
    const [header] = chunks(png);
    expect(header?.data.readUInt32BE(0)).toBe(6);
    expect(header?.data.readUInt32BE(4)).toBe(4);
    expect([...(header?.data.subarray(8) ?? [])]).toEqual([8, 0, 0, 0, 0]);
  });

  it('gives every chunk a CRC over its type and data', () => {
    for (const chunk of chunks(png)) {
      expect(chunk.crc).toBe(zlibCrc32(Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data])));
    }
  });

  it('deflates scanlines of filter type 0 followed by the pixels', () => {
    const idat = chunks(png).find((chunk) => chunk.type === 'IDAT');
    const raw = inflateSync(idat?.data ?? Buffer.alloc(0));
    expect(raw.length).toBe(4 * (1 + 6));
    for (let y = 0; y < 4; y++) {
      expect(raw[y * 7]).toBe(0);
      expect([...raw.subarray(y * 7 + 1, y * 7 + 7)]).toEqual([...pixels.subarray(y * 6, y * 6 + 6)]);
    }
  });

  it('writes colour type 2 for RGB', () => {
    const rgb = encodePng({ width: 2, height: 1, channels: 3, pixels: new Uint8Array(6) });
    expect(chunks(rgb)[0]?.data[9]).toBe(2);
    expect(inflateSync(chunks(rgb)[1]?.data ?? Buffer.alloc(0)).length).toBe(7);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, channels: 1, pixels: new Uint8Array(3) })).toThrow();
  });
});
