import { BOOT_ELEMENT_ID, type BootData } from '@arcadia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandFixture } from '../test/brand-fixture.ts';
import { loadEnglish, type Texts } from '../test/english.ts';
import { readBootData, seedQueries } from './boot.ts';
import { Startup } from './startup.tsx';

const english = import.meta.glob<{ default: object }>('../i18n/locales/en/*.json', { eager: true });
beforeAll(async () => {
  const texts: Texts = {};
  for (const [file, module] of Object.entries(english))
    texts[file.slice(file.lastIndexOf('/') + 1, -5)] = module.default;
  await loadEnglish(texts);
});

afterEach(() => {
  cleanup();
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

const BOOT: BootData = {
  lang: 'EN',
  theme: 'dark',
  permissionInfo: brandFixture(),
  status: { status: 0, maintenanceEndTime: null, location: { ip: '127.0.0.1', country: null } },
  banner: {
    group: 'home',
    list: [
      {
        bannerId: 1,
        groupName: 'home',
        url: '/img/banners/home/1.svg',
        title: 'Welcome </script> bonus',
        linkageType: null,
        linkageTarget: null,
      },
    ],
  },
};

/** The block as the server writes it (platform/boot-page.ts escapes `<`, `>`, `&`, U+2028/9). */
function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

describe('boot data', () => {
  it('reads the escaped block back to the same data', () => {
    writeBlock(JSON.stringify(BOOT).replace(/</g, '\\u003c').replace(/>/g, '\\u003e'));
    expect(readBootData()).toEqual(BOOT);
  });

  it('is null without a block, or with one that is not boot data', () => {
    expect(readBootData()).toBeNull();
    writeBlock('{"lang":"EN"');
    expect(readBootData()).toBeNull();
    document.getElementById(BOOT_ELEMENT_ID)?.remove();
    writeBlock(JSON.stringify({ ...BOOT, status: { status: 7 } }));
    expect(readBootData()).toBeNull();
  });

  it('renders the first screen, banner included, without asking for the whitelabel, status or banners', async () => {
    // Every call hangs: what shows can only have come from the boot data.
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    writeBlock(JSON.stringify(BOOT));
    const boot = readBootData();
    expect(boot).not.toBeNull();
    const client = new QueryClient();
    if (boot) seedQueries(client, boot);
    render(
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>booting</p>}>
          <Startup />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(await screen.findByAltText('Welcome </script> bonus')).toBeTruthy();
    expect(screen.queryByText('booting')).toBeNull();
    await act(async () => {});
    const asked = fetchMock.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(asked.filter((url) => /whitelabel|system\/status|getBanners/.test(url))).toEqual([]);
  });
});
