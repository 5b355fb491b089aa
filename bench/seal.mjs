// Sealed (encrypted) request bodies, as the browser builds them: see apps/web/src/lib/seal.ts
// and apps/server/src/platform/envelope.ts. A one-time P-256 key pair per body, ECDH with the
// server's key, HKDF-SHA-256 to the AES-256-GCM key; `{ payload, ts, nonce }` inside.
import { createCipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';

const SEAL_INFO = 'arcadia sealed body';

/** Fetches the server's public key and returns a function that seals a payload into a JSON body string. */
export async function sealerFor(base, headers) {
  const response = await fetch(`${base}/wps/system/publicKey`, { headers });
  if (!response.ok) throw new Error(`GET /wps/system/publicKey answered ${response.status}`);
  const { keyId, spki } = (await response.json()).value;
  const { x, y } = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }).export({
    format: 'jwk',
  });
  const serverPoint = Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]);
  return (payload) => {
    const oneTime = createECDH('prime256v1');
    const publicRaw = oneTime.generateKeys();
    const aesKey = Buffer.from(hkdfSync('sha256', oneTime.computeSecret(serverPoint), publicRaw, SEAL_INFO, 32));
    const iv = randomBytes(12);
    // Every body needs its own nonce: the server refuses one it has seen.
    const envelope = JSON.stringify({ payload, ts: Date.now(), nonce: randomBytes(16).toString('hex') });
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    const data = Buffer.concat([cipher.update(envelope, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return JSON.stringify({
      sealed: {
        kid: keyId,
        key: publicRaw.toString('base64'),
        iv: iv.toString('base64'),
        data: data.toString('base64'),
      },
    });
  };
}
