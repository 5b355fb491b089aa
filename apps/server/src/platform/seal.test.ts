import { createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealText } from './seal.ts';

describe('sealText', () => {
  it('produces iv ‖ ciphertext ‖ tag that opens with the key, differently each time', () => {
    const key = randomBytes(32).toString('base64');
    const sealed = sealText('/helpmc?channel=live-chat', key);
    expect(sealText('/helpmc?channel=live-chat', key)).not.toBe(sealed);
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
    expect(plain.toString()).toBe('/helpmc?channel=live-chat');
  });
});
