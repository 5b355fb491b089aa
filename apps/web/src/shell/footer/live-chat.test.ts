import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSealed } from './live-chat.ts';

/** Seals exactly as apps/server/src/platform/seal.ts does. */
function seal(plain: string, base64Key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(base64Key, 'base64'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

const key = randomBytes(32).toString('base64');

describe('openSealed', () => {
  it('opens what the server sealed', async () => {
    await expect(openSealed(seal('/helpmc?channel=live-chat', key), key)).resolves.toBe('/helpmc?channel=live-chat');
  });

  it('keeps non-ASCII text intact', async () => {
    await expect(openSealed(seal('https://chat.example/客服?q=ñ', key), key)).resolves.toBe(
      'https://chat.example/客服?q=ñ',
    );
  });

  it('rejects tampered ciphertext', async () => {
    const bytes = Buffer.from(seal('/helpmc?channel=live-chat', key), 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    await expect(openSealed(bytes.toString('base64'), key)).rejects.toThrow();
  });

  it('rejects a tampered tag', async () => {
    const bytes = Buffer.from(seal('/helpmc', key), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    await expect(openSealed(bytes.toString('base64'), key)).rejects.toThrow();
  });

  it('rejects the wrong key', async () => {
    await expect(openSealed(seal('/helpmc', key), randomBytes(32).toString('base64'))).rejects.toThrow();
  });

  it('rejects input too short to hold an iv and a tag', async () => {
    await expect(openSealed(Buffer.alloc(20).toString('base64'), key)).rejects.toThrow(/too short/);
  });

  it('rejects text that is not base64', async () => {
    await expect(openSealed('%%%not base64%%%', key)).rejects.toThrow();
  });
});
