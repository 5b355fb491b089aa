import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineHead } from './inline-head.ts';

const PAGE = `<head><script src="/theme.js"></script><link rel="stylesheet" crossorigin href="/assets/start-1.css"></head>
<body><div id="root"></div><script src="/boot.js"></script></body>`;

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(files: Record<string, string>): string {
  root = mkdtempSync(path.join(os.tmpdir(), 'arcadia-inline-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), PAGE);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  return root;
}

describe('the page with its render-blocking files inline', () => {
  it('writes the first screen’s style before the app’s style sheet, which stays a link', () => {
    const page = inlineHead(
      build({
        'theme.js': 'a()',
        'boot.js': 'b()',
        'first-screen.css': 'body{margin:0}',
        'assets/start-1.css': '.x{}',
      }),
    );
    expect(page.template).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/start-1.css">',
    );
    expect(page.template).toContain('<script>a()</script>');
    expect(page.template).toContain('<script>b()</script></body>');
    expect(page.styles).toHaveLength(1);
    expect(page.scripts).toHaveLength(2);
  });

  it('writes the app’s style sheet itself inline in a build without the first screen’s', () => {
    const page = inlineHead(build({ 'theme.js': 'a()', 'boot.js': 'b()', 'assets/start-1.css': '.x{}' }));
    expect(page.template).toContain('<style>.x{}</style></head>');
    expect(page.template).not.toContain('rel="stylesheet"');
  });

  it('leaves a file the build lacks as a link', () => {
    const page = inlineHead(build({}));
    expect(page.template).toBe(PAGE);
    expect(page.scripts).toEqual([]);
  });
});
