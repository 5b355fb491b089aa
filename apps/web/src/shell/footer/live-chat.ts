const IV_BYTES = 12;
const TAG_BYTES = 16;

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * Opens text the server sealed with AES-256-GCM as base64(iv ‖ ciphertext ‖ tag)
 * (apps/server/src/platform/seal.ts). Web Crypto expects the tag appended to
 * the ciphertext, which is exactly what follows the iv. Rejects on a wrong key
 * or any tampering.
 */
export async function openSealed(sealed: string, base64Key: string): Promise<string> {
  const bytes = fromBase64(sealed);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed text is too short');
  const key = await crypto.subtle.importKey('raw', fromBase64(base64Key), 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
    key,
    bytes.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
