// Sealed (encrypted) request bodies, as the browser builds them: see
// apps/server/src/platform/sealed-body.ts. A fresh AES-256-GCM key per body,
// wrapped with the server's RSA-OAEP-SHA256 key; `{ payload, ts, nonce }` inside.
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';

/** Fetches the server's public key and returns a function that seals a payload into a JSON body string. */
export async function sealerFor(base, headers) {
  const response = await fetch(`${base}/wps/system/publicKey`, { headers });
  if (!response.ok) throw new Error(`GET /wps/system/publicKey answered ${response.status}`);
  const { keyId, spki } = (await response.json()).value;
  const publicKey = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  return (payload) => {
    const aesKey = randomBytes(32);
    const iv = randomBytes(12);
    // Every body needs its own nonce: the server refuses one it has seen.
    const envelope = JSON.stringify({ payload, ts: Date.now(), nonce: randomBytes(16).toString('hex') });
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    const data = Buffer.concat([cipher.update(envelope, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const key = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    );
    return JSON.stringify({
      sealed: { kid: keyId, key: key.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') },
    });
  };
}
