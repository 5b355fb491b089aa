import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built page with its render-blocking files written into it, and the hashes the policy allows them by. */
export interface InlinedPage {
  template: string;
  /** CSP sources ('sha256-…') of the inline <script> and <style> elements. */
  scripts: string[];
  styles: string[];
}

const EMPTY: InlinedPage = { template: '', scripts: [], styles: [] };
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * index.html with its classic scripts (/theme.js, /boot.js) written inline, and before the entry
 * style sheet the first screen's (`first-screen.css`, apps/web/first-screen-css.ts), so the first
 * paint waits on no other request, as a static page's does (on a phone each is a round trip). The
 * entry sheet stays a link, which boot-page.ts hands to public/boot.js to load with the app's
 * script; a build without the first screen's sheet gets the entry sheet itself inline. The policy
 * keeps refusing inline code: it allows these elements by their hash alone. A file the page names
 * but the build lacks stays a link.
 */
export function inlineHead(root: string | null | undefined): InlinedPage {
  const indexFile = root ? path.join(root, 'index.html') : '';
  if (!root || !existsSync(indexFile)) return EMPTY;
  const scripts: string[] = [];
  const styles: string[] = [];
  const read = (href: string) => {
    const file = path.join(root, href.split('?')[0] ?? '');
    return file.startsWith(root) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const firstScreen = read('/first-screen.css');
  const template = readFileSync(indexFile, 'utf8')
    .replace(/<script src="(\/[^"]+)"><\/script>/g, (tag, src: string) => {
      const code = read(src);
      if (code === null || code.includes('</script')) return tag;
      scripts.push(sha256(code));
      return `<script>${code}</script>`;
    })
    .replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (tag, href: string) => {
      const css = firstScreen ?? read(href);
      if (css === null || css.includes('</style')) return tag;
      styles.push(sha256(css));
      return firstScreen ? `<style>${css}</style>${tag}` : `<style>${css}</style>`;
    });
  return { template, scripts, styles };
}
