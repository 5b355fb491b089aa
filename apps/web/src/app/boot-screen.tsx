import type { BootData } from '@arcadia/contracts';

/**
 * What the page shows while the start-up suspends: the same first screen the server wrote into
 * #root (platform/boot-page.ts `firstScreen`), the header's band and the route's first banner,
 * so React's first render does not blank what the visitor already sees.
 */
export function BootScreen({ boot }: { boot: BootData | null }) {
  const first = boot?.banner?.list[0];
  if (!first) return <div className="boot" aria-busy="true" />;
  return (
    <div className="boot-screen" aria-hidden="true" aria-busy="true">
      <div className="boot-screen-bar" />
      <img className="boot-screen-banner" src={first.url} alt="" fetchPriority="high" />
    </div>
  );
}

/** Longest wait for the first screen's banner: a slow or failed image does not hold the site back. */
const FIRST_SCREEN_WAIT_MS = 500;

/**
 * Resolves once the server's first screen (platform/boot-page.ts) has had a frame to show its
 * banner, so the largest paint is that image and React's render follows it rather than racing
 * it: when the image has loaded (preloaded, it usually has) and a frame has passed; at once when
 * the page has no first screen, and after FIRST_SCREEN_WAIT_MS at the latest.
 */
export function firstScreenShown(doc: Document = document): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('#root > .boot-screen img');
  if (!image) return Promise.resolve();
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  const painted = loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}

/**
 * Resolves once the app's style sheet, which public/boot.js adds with the app's script after the
 * first screen (the first screen's own style is inline), has loaded or failed, so the first render
 * is styled; at once where the page has no such sheet (it was in the page before any script).
 */
export function appStyleLoaded(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-style]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
