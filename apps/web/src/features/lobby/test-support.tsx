import type { GameItem, MenuCategory, VendorCard } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import { act } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import lobby from '../../i18n/locales/en/lobby.json';
import modal from '../../i18n/locales/en/modal.json';
import { permissionInfoQuery } from '../../lib/brand.ts';
import { gameMenusQuery } from '../../lib/game-menus.ts';
import { brandFixture } from '../../test/brand-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

/** Test-only: a slot of the house vendor, patched as needed. */
export const gameFixture = (nodeId: number, patch: Partial<GameItem> = {}): GameItem => ({
  nodeId,
  gameCode: `ARC_${nodeId}`,
  code: `slot-${nodeId}`,
  name: `Game ${nodeId}`,
  vassalage: 'ARC',
  vendor: 'ARC',
  gameType: 'RNG',
  accountTypeName: 'ARC',
  isGame: 'GAME',
  defaultPlayType: null,
  gameClassify: null,
  minBet: 1,
  lineNum: 20,
  image: `/img/games/ARC_${nodeId}.svg`,
  isHot: false,
  isFavourite: false,
  gameName: `Game ${nodeId}`,
  nodeName: `Game ${nodeId}`,
  showIcon: `/img/games/ARC_${nodeId}.svg`,
  iconUrl: `/img/games/ARC_${nodeId}.svg`,
  ...patch,
});

/** Test-only: vendor cards of a category, by code. */
export const vendorFixtures = (gameType: MenuCategory['title'], codes: string[]): VendorCard[] =>
  codes.map((code, index) => ({
    nodeId: index + 1,
    vassalage: code,
    name: `${code} Games`,
    gameType,
    accountTypeId: 100 + index,
    accountTypeName: code,
    isHot: 0,
    isGame: 'GAME',
    logo: `vendors/${gameType}/${code}.svg`,
  }));

type Reply = { status?: number; code?: string; message?: string; value: unknown };
type Route = Reply | ((url: URL, body: unknown) => Reply);

/** Test-only: fetch answers "METHOD /path" from `routes` (404 otherwise) and records each request. */
export function stubApi(routes: Record<string, Route>) {
  const requests: { key: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin);
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    requests.push({ key, url, body });
    const route = routes[key];
    const reply: Reply = !route
      ? { status: 404, code: 'not-found', message: 'Not found.', value: null }
      : typeof route === 'function'
        ? route(url, body)
        : route;
    const status = reply.status ?? 200;
    return Response.json(
      { success: status < 400, code: reply.code ?? 'ok', message: reply.message ?? 'Success', value: reply.value },
      { status },
    );
  });
  const queries = (key: string) =>
    requests.filter((request) => request.key === key).map((request) => Object.fromEntries(request.url.searchParams));
  return { requests, queries };
}

/** Test-only: IntersectionObserver that reports only what a test says is in view. */
export class FakeObserver {
  static all = new Set<FakeObserver>();
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeObserver.all.delete(this);
  }
  takeRecords() {
    return [];
  }
  /** Brings every observed element matching `selector` into view (or out of it). */
  static show(selector: string, visible = true) {
    act(() => {
      for (const observer of [...FakeObserver.all]) {
        const hits = [...observer.targets].filter((target) => target.matches(selector));
        if (hits.length === 0) continue;
        const entries = hits.map((target) => ({ target, isIntersecting: visible }) as IntersectionObserverEntry);
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    });
  }
}

/** Test-only: a lobby part at `path`, with the brand, the menus, English texts and a stubbed API. */
export async function renderLobby(
  ui: ReactNode,
  { path = '/rng', menus = [], routes = {} }: { path?: string; menus?: MenuCategory[]; routes?: Record<string, Route> },
) {
  const api = stubApi(routes);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const view = await renderWithApp(ui, {
    texts: { lobby, common, modal, messages },
    data: [
      [permissionInfoQuery().queryKey, brandFixture()],
      [gameMenusQuery().queryKey, menus],
    ],
    path,
    retry: false,
  });
  return { ...view, ...api };
}
