// Starts the app once the server's first screen has painted its banner: the page's HTML, inline
// style and banner get the network and the main thread to themselves, then the app's style sheet,
// script and start-up texts load (platform/boot-page.ts names them in <meta name="app-style">,
// <meta name="app-script"> and <meta name="app-preload">; the app renders once the style sheet is
// in, app/boot-screen.tsx). Without those (the development server, a Host of no brand) the page's
// own module script runs as usual and this does nothing.
// A file, which the server writes inline into the page (platform/inline-head.ts); the
// content-security-policy allows it by its hash.
(() => {
  const script = document.querySelector('meta[name="app-script"]');
  if (!script) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const style = document.querySelector('meta[name="app-style"]')?.content;
    if (style) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = style;
      link.dataset.appStyle = '';
      document.head.append(link);
    }
    const preload = document.querySelector('meta[name="app-preload"]')?.content ?? '';
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = script.content;
    document.head.append(module);
  };
  // Once the browser has reported the banner as the page's largest paint (so nothing the app loads
  // counts as holding that paint back); where no such report comes, after its first frame. At once
  // without a banner, and after half a second at the latest.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  const banner = document.querySelector('#root > .boot-screen img');
  const reportsPaint =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!banner) afterPaint();
  else if (reportsPaint) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.element === banner)) return;
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    banner.addEventListener('error', afterPaint, { once: true });
  } else if (banner.complete) afterPaint();
  else {
    banner.addEventListener('load', afterPaint, { once: true });
    banner.addEventListener('error', afterPaint, { once: true });
  }
  setTimeout(start, 500);
})();
