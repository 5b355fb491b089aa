import { createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealText } from './seal.ts';

function open(sealed: string, key: string) {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString();
}

describe('sealText', () => {
  it('produces iv ‖ ciphertext ‖ tag that opens with the key', () => {
    const key = randomBytes(32).toString('base64');
    expect(open(sealText('/helpmc?channel=live-chat', key), key)).toBe('/helpmc?channel=live-chat');
  });

  it('seals one text under one key the same each time, so a page that carries it stays one text', () => {
    const key = randomBytes(32).toString('base64');
    expect(sealText('https://chat.example/room', key)).toBe(sealText('https://chat.example/room', key));
  });

  it('gives another text, or another key, another iv', () => {
    const key = randomBytes(32).toString('base64');
    const iv = (sealed: string) => Buffer.from(sealed, 'base64').subarray(0, 12).toString('hex');
    const one = sealText('https://chat.example/a', key);
    expect(iv(sealText('https://chat.example/b', key))).not.toBe(iv(one));
    expect(iv(sealText('https://chat.example/a', randomBytes(32).toString('base64')))).not.toBe(iv(one));
  });
});
