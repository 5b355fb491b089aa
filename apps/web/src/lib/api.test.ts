import { generateKeyPairSync } from 'node:crypto';
import { login } from '@arcadia/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import { openEnvelope, type Sealed, spki } from '../test/sealed.ts';
import { call } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, code: string, value: unknown) =>
  new Response(JSON.stringify({ success: status < 400, code, message: code, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

it('seals again with a fresh key when the server cannot open a body sealed to the key it had before', async () => {
  // The page fetched a key the server no longer opens with (its retired v1 key, say).
  const retired = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
  const keys = [
    { keyId: 'v1', spki: retired.export({ type: 'spki', format: 'der' }).toString('base64') },
    { keyId: 'v2', spki },
  ];
  const logins: (Sealed & { kid: string })[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/wps/system/publicKey') return answer(200, 'ok', keys.shift());
      const { sealed } = JSON.parse(String(init.body)) as { sealed: Sealed & { kid: string } };
      logins.push(sealed);
      try {
        return answer(200, 'ok', { opened: openEnvelope(sealed).payload });
      } catch {
        return answer(400, 'encryption-required', null);
      }
    }),
  );
  const body = { type: 'username', username: 'demo', password: 'demo1234' } as const;
  await expect(call(login, { body })).resolves.toEqual({ opened: body });
  expect(logins.map((sealed) => sealed.kid)).toEqual(['v1', 'v2']);
  expect(keys).toHaveLength(0);
});
