// Applies the stored theme before first paint so the page never flashes the wrong colours.
// A file, not an inline script: the content-security-policy allows scripts only from the site.
try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
} catch {}
