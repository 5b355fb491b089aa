/**
 * The page's look from its address: `theme=light` for the light palette (dark otherwise), and
 * `accent=RRGGBB` for the brand's colour (the accent of buttons and highlights). Set on <html>
 * before the first render: the style sheet reads them as CSS variables.
 */
export function applyLook(search = location.search, root = document.documentElement) {
  const query = new URLSearchParams(search);
  root.dataset.theme = query.get('theme') === 'light' ? 'light' : 'dark';
  const accent = query.get('accent')?.replace(/^#/, '');
  if (accent && /^[0-9a-fA-F]{6}$/.test(accent)) {
    root.style.setProperty('--accent', `#${accent}`);
    // Text on the accent: dark on a light colour, light on a dark one.
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(accent.slice(i, i + 2), 16));
    const light = 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 150;
    root.style.setProperty('--accent-text', light ? '#161226' : '#ffffff');
  }
  root.classList.toggle('framed', window.top !== window);
}
