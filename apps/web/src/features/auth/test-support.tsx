import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { MESSAGES, type RegisterRule, WHITELABEL_TREE, type WhitelabelSwitch } from '@arcadia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import auth from '../../i18n/locales/en/auth.json';
import common from '../../i18n/locales/en/common.json';
import modal from '../../i18n/locales/en/modal.json';
import { countriesQuery, type PermissionInfo, permissionInfoQuery } from '../../lib/brand.ts';

/** Test-only: a brand with chosen switches on, and a renderer giving account parts what they need. */
export function brandWith(on: WhitelabelSwitch[], registerRules: RegisterRule[] = []): PermissionInfo {
  return {
    merchant: {
      code: 'demo',
      name: 'Arcadia',
      currency: 'PHP',
      currencySymbol: '₱',
      languages: ['EN'],
      defaultLanguage: 'EN',
      platform: 'ARC',
      lotteryType: 'VN',
      logoUrl: '/img/brand/demo.svg',
      gmtOffsetMinutes: 480,
    },
    whitelabel: Object.entries(WHITELABEL_TREE).map(([group, switches]) => ({
      modId: group,
      enabled: '1',
      childrenNodes: switches.map((modId) => ({
        modId,
        enabled: on.includes(modId as WhitelabelSwitch) ? '1' : '0',
        childrenNodes: [],
      })),
    })),
    registerRules,
    resources: [],
    customerService: [],
    customerServiceKey: '',
    gtagId: null,
    imageCDNs: ['/img'],
    launchGameCDNs: ['/house'],
    launchGameCDN: '/house',
    location: { ip: '127.0.0.1', country: null },
    maintenance: false,
    regionRestriction: false,
    maintenanceEndTime: null,
  };
}

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** Opens a sealed request body as the server would, giving back the payload. */
export function openSealed(body: unknown): Record<string, unknown> {
  const sealed = (body as { sealed: { key: string; iv: string; data: string } }).sealed;
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealed.key, 'base64'),
  );
  const raw = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const plain = Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')).payload;
}

export interface Reply {
  status?: number;
  code?: string;
  message?: string;
  value: unknown;
}

/**
 * Stubs fetch with answers by "METHOD /path"; the sealing key is always there.
 * Returns the calls made, with their parsed bodies.
 */
export function stubServer(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { route: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const body = typeof init.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init.body;
    calls.push({ route, body, headers: init.headers as Record<string, string> });
    const handler = route === 'GET /wps/system/publicKey' ? { value: { keyId: 'v1', spki } } : routes[route];
    const reply =
      typeof handler === 'function' ? handler(body) : (handler ?? { status: 404, code: 'not-found', value: null });
    const status = reply.status ?? 200;
    const code = reply.code ?? 'ok';
    return new Response(
      JSON.stringify({
        success: status < 400,
        code,
        message: reply.message ?? MESSAGES.EN[code as 'ok'] ?? code,
        value: reply.value,
      }),
      { status, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export async function renderWithApp(ui: ReactNode, brand: PermissionInfo, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(permissionInfoQuery().queryKey, brand);
  client.setQueryData(countriesQuery().queryKey, [
    { countryCode: 'PH', countryDialingCode: '63' },
    { countryCode: 'VN', countryDialingCode: '84' },
  ]);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { auth, common, modal, messages: MESSAGES.EN } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
