import type { BootData } from '@arcadia/contracts';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFixture } from '../test/brand-fixture.ts';
import { appStyleLoaded, BootScreen, firstScreenShown } from './boot-screen.tsx';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const boot = (banner: BootData['banner']): BootData => ({
  lang: 'EN',
  theme: 'dark',
  permissionInfo: brandFixture(),
  status: { status: 0, maintenanceEndTime: null, location: { ip: '127.0.0.1', country: null } },
  banner,
});

const BANNER = {
  bannerId: 1,
  groupName: 'home',
  url: '/img/banners/home/1.svg?brand=demo&lang=EN',
  title: 'Welcome',
  linkageType: null,
  linkageTarget: null,
} as const;

describe('the first screen while the start-up suspends', () => {
  it('draws the header band and the route’s first banner, as the server wrote them', () => {
    const { container } = render(<BootScreen boot={boot({ group: 'home', list: [BANNER] })} />);
    expect(container.querySelector('.boot-screen .boot-screen-bar')).not.toBeNull();
    expect(container.querySelector('img.boot-screen-banner')?.getAttribute('src')).toBe(BANNER.url);
  });

  it('is an empty placeholder on a page without a banner', () => {
    const { container } = render(<BootScreen boot={boot(null)} />);
    expect(container.querySelector('.boot-screen')).toBeNull();
    expect(container.querySelector('.boot')).not.toBeNull();
  });

  it('waits for nothing when the page has no first screen', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await expect(firstScreenShown()).resolves.toBeUndefined();
  });
});

describe('the app’s style sheet before the first render', () => {
  it('waits for the sheet public/boot.js added until it loads', async () => {
    const link = document.createElement('link');
    link.dataset.appStyle = '';
    document.head.append(link);
    let loaded = false;
    const waiting = appStyleLoaded().then(() => {
      loaded = true;
    });
    await Promise.resolve();
    expect(loaded).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(loaded).toBe(true);
    link.remove();
  });

  it('goes on when the sheet fails to load', async () => {
    const link = document.createElement('link');
    link.dataset.appStyle = '';
    document.head.append(link);
    const waiting = appStyleLoaded();
    link.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
    link.remove();
  });

  it('waits for nothing when the page brought its style itself', async () => {
    await expect(appStyleLoaded()).resolves.toBeUndefined();
  });
});
