import { createCipheriv, createHmac } from 'node:crypto';

/**
 * Seals text with AES-256-GCM as base64(iv ‖ ciphertext ‖ tag), the layout the
 * browser opens with Web Crypto. Used for the live-chat address so it never
 * sits in a response as plain text.
 *
 * The iv is synthetic, HMAC-SHA-256(key, text) cut to 12 bytes: the same text under the same key
 * seals the same in every process and after every re-read of a brand's settings, so the page
 * that carries it stays one text (platform/web-app.ts keeps it by its text). Two different texts
 * get different ivs, so GCM never sees one iv with two plaintexts under a key.
 */
export function sealText(plain: string, base64Key: string): string {
  const key = Buffer.from(base64Key, 'base64');
  const iv = createHmac('sha256', key).update(plain, 'utf8').digest().subarray(0, 12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}
