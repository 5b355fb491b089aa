// Applies the stored theme before first paint so the page never flashes the wrong colours.
// A file, not an inline script: the content-security-policy allows scripts only from the site.
try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
  // The brand's colours and font as last seen on this site (lib/brand-look.ts): only --brand-* variables.
  var look = JSON.parse(localStorage.getItem('brand-look') || '{}');
  for (var name in look) {
    if (name.indexOf('--brand-') === 0 && typeof look[name] === 'string') {
      document.documentElement.style.setProperty(name, look[name]);
    }
  }
} catch {}
