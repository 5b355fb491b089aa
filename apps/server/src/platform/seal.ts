import { createCipheriv, randomBytes } from 'node:crypto';

/**
 * Seals text with AES-256-GCM as base64(iv ‖ ciphertext ‖ tag), the layout the
 * browser opens with Web Crypto. Used for the live-chat address so it never
 * sits in a response as plain text.
 */
export function sealText(plain: string, base64Key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(base64Key, 'base64'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}
