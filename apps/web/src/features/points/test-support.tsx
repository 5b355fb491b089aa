import { MESSAGES } from '@arcadia/contracts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import modal from '../../i18n/locales/en/modal.json';
import points from '../../i18n/locales/en/points.json';
import { permissionInfoQuery } from '../../lib/brand.ts';
import { brandFixture } from '../../test/brand-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { openEnvelope, type Sealed, spki } from '../../test/sealed.ts';

export interface Reply {
  status?: number;
  code?: string;
  message?: string;
  value: unknown;
}

/** Test-only: fetch answers by "METHOD /path" (the sealing key always there); the calls with their bodies, sealed ones opened. */
export function stubMall(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const raw = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const body = raw?.sealed ? openEnvelope(raw.sealed as Sealed).payload : raw;
    calls.push({ route, body });
    const handler = route === 'GET /wps/system/publicKey' ? { value: { keyId: 'v2', spki } } : routes[route];
    const reply =
      typeof handler === 'function' ? handler(body) : (handler ?? { status: 404, code: 'not-found', value: null });
    const status = reply.status ?? 200;
    return Response.json(
      { success: status < 400, code: reply.code ?? 'ok', message: reply.message ?? 'Success', value: reply.value },
      { status },
    );
  });
  return calls;
}

export const renderMall = (ui: ReactNode, path = '/pointMall') =>
  renderWithApp(ui, {
    texts: { points, common, modal, messages: MESSAGES.EN },
    data: [[permissionInfoQuery().queryKey, brandFixture()]],
    path,
    retry: false,
  });

export const reward = (patch: object = {}) => ({
  id: '7',
  kind: 'goods',
  name: 'Arcadia mug',
  description: 'Ceramic, 350 ml.',
  points: 1_200,
  amount: 250_00,
  stock: 3,
  available: true,
  startsAt: null,
  endsAt: null,
  imageUrl: '/img/rewards/7.svg',
  ...patch,
});

export const redemption = (patch: object = {}) => ({
  reference: 'P250301ABCDEF01',
  rewardId: '7',
  kind: 'goods',
  goods: 'Arcadia mug',
  quantity: 1,
  points: 1_200,
  amount: 250_00,
  receiver: '12 Rizal Avenue, Manila',
  state: 'in_process',
  remark: null,
  transactionRef: null,
  applyTime: '2025-03-01T04:00:00.000Z',
  decidedAt: null,
  ...patch,
});

export const CONFIG = { pointsRatio: 100, pointsRequired: 100, amountRequired: 10_00, rules: '<p>Rules</p>' };
