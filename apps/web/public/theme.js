// Applies the stored theme before first paint so the page never flashes the wrong colours; without
// one, the page keeps the brand's theme the server wrote on <html>.
// A file, not an inline script: the content-security-policy allows scripts only from the site.
try {
  const stored = localStorage.getItem('theme');
  if (stored === 'light' || stored === 'dark') document.documentElement.dataset.theme = stored;
} catch {}
