import { MESSAGES, type RegisterRule, WHITELABEL_TREE, type WhitelabelSwitch } from '@arcadia/contracts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import auth from '../../i18n/locales/en/auth.json';
import common from '../../i18n/locales/en/common.json';
import modal from '../../i18n/locales/en/modal.json';
import { countriesQuery, type PermissionInfo, permissionInfoQuery } from '../../lib/brand.ts';
import { brandFixture, countriesFixture } from '../../test/brand-fixture.ts';
import { renderWithApp as renderApp } from '../../test/render-with-app.tsx';
import { openEnvelope, type Sealed, spki } from '../../test/sealed.ts';

/** Test-only: a brand with chosen switches on, and a renderer giving account parts what they need. */
export const brandWith = (on: WhitelabelSwitch[], registerRules: RegisterRule[] = []): PermissionInfo =>
  brandFixture({
    merchant: { languages: ['EN'] },
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
  });

/** Opens a sealed request body as the server would, giving back the payload. */
export function openSealed(body: unknown): Record<string, unknown> {
  return openEnvelope((body as { sealed: Sealed }).sealed).payload as Record<string, unknown>;
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
    const handler = route === 'GET /wps/system/publicKey' ? { value: { keyId: 'v2', spki } } : routes[route];
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

export const renderWithApp = (ui: ReactNode, brand: PermissionInfo, path = '/') =>
  renderApp(ui, {
    texts: { auth, common, modal, messages: MESSAGES.EN },
    data: [
      [permissionInfoQuery().queryKey, brand],
      [countriesQuery().queryKey, countriesFixture()],
    ],
    path,
    retry: false,
  });
