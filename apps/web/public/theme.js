// Applies the stored theme before first paint so the page never flashes the wrong colours; without
// one, the page keeps the brand's theme the server wrote on <html>.
// A file, not an inline script: the content-security-policy allows scripts only from the site.
try {
  const stored = localStorage.getItem('theme');
  if (stored === 'light' || stored === 'dark') document.documentElement.dataset.theme = stored;
  // The brand's colours and font as last seen on this site (lib/brand-look.ts): only --brand-* variables.
  const look = JSON.parse(localStorage.getItem('brand-look') || '{}');
  for (const [name, value] of Object.entries(look)) {
    if (name.startsWith('--brand-') && typeof value === 'string')
      document.documentElement.style.setProperty(name, value);
  }
} catch {}
