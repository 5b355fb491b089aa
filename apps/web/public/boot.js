// Starts the app once the server's first screen has painted its banner: the page's HTML, style
// sheet and banner get the network and the main thread to themselves, then the app's script and
// its start-up texts load (platform/boot-page.ts names them in <meta name="app-script"> and
// <meta name="app-preload">). Without those (the development server, a Host of no brand) the
// page's own module script runs as usual and this does nothing.
// A file, not an inline script: the content-security-policy allows scripts only from the site.
(() => {
  const script = document.querySelector('meta[name="app-script"]');
  if (!script) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
  // After the banner's first frame; at once without one, and after half a second at the latest.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  const banner = document.querySelector('#root > .boot-screen img');
  if (!banner || banner.complete) afterPaint();
  else {
    banner.addEventListener('load', afterPaint, { once: true });
    banner.addEventListener('error', afterPaint, { once: true });
  }
  setTimeout(start, 500);
})();
