import path from 'node:path';
import { bundle } from 'lightningcss';
import type { Plugin } from 'vite';

/**
 * The first screen's style sheet, written beside the built page as `first-screen.css`: the design
 * tokens and base rules (src/styles/first-screen.css imports them), minified. The server writes it
 * into the page's head (platform/inline-head.ts), so the first screen paints from it alone and the
 * app's own style sheet loads with the app's script instead of ahead of the first paint. The app
 * imports the same two files, in their own place in its style sheet.
 */
export function firstScreenCss(): Plugin {
  let root = '';
  return {
    name: 'arcadia-first-screen-css',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const { code } = bundle({ filename: path.join(root, 'src/styles/first-screen.css'), minify: true });
      this.emitFile({ type: 'asset', fileName: 'first-screen.css', source: code });
    },
  };
}
