// Applies the stored theme before first paint so the page never flashes the wrong colours.
// A file, not an inline script: the content-security-policy allows scripts only from the site.
try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
  // The brand's colours and font as last seen on this site (lib/brand-look.ts): only --brand-* variables.
  const look = JSON.parse(localStorage.getItem('brand-look') || '{}');
  for (const [name, value] of Object.entries(look)) {
    if (name.startsWith('--brand-') && typeof value === 'string')
      document.documentElement.style.setProperty(name, value);
  }
} catch {}
