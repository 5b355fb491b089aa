import type { DefaultTreeAdapterTypes } from 'parse5';
import { htmlParser } from '../../platform/html-parser.ts';

/**
 * Operator rich text, sanitised when it is saved: parsed as the browser would (parse5,
 * the WHATWG algorithm), then rebuilt from an allow-list. Script, style, frames, forms and
 * foreign content go with everything inside them; any other unknown tag is dropped but
 * its text kept; attributes are kept only where listed, links and images only to http(s)
 * or this site; inline styles go (the CSP refuses them anyway, see docs/decisions.md).
 * The browser sanitises again when it shows the text (DOMPurify), as for announcements.
 */

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const HTML_NS = 'http://www.w3.org/1999/xhtml';

const KEEP: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  span: [],
  div: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};

/** Removed with everything inside: their content is code, not text. */
const DROP = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'title',
]);

/** http(s) anywhere, a path of this site, an anchor, mail (links only). No javascript:, data:, or //host. */
function safeUrl(raw: string, attribute: 'href' | 'src'): string | null {
  // Browsers ignore ASCII whitespace and control characters inside a scheme: "java\tscript:".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const url = raw.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  if (/^\/(?![/\\])/.test(url)) return url;
  if (attribute === 'href' && (/^#/.test(url) || /^mailto:/i.test(url))) return url;
  return null;
}

const NUMBER = /^\d{1,4}$/;

function keepAttributes(element: Element, allowed: readonly string[]) {
  const kept: Element['attrs'] = [];
  for (const attribute of element.attrs) {
    if (attribute.namespace || !allowed.includes(attribute.name)) continue;
    if (attribute.name === 'href' || attribute.name === 'src') {
      const url = safeUrl(attribute.value, attribute.name);
      if (url) kept.push({ name: attribute.name, value: url });
    } else if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(attribute.name)) {
      if (NUMBER.test(attribute.value.trim())) kept.push({ name: attribute.name, value: attribute.value.trim() });
    } else {
      kept.push({ name: attribute.name, value: attribute.value });
    }
  }
  // A link opens another site without handing it this page (window.opener) or the address.
  if (element.tagName === 'a' && kept.some((attribute) => attribute.name === 'href')) {
    kept.push({ name: 'rel', value: 'noopener noreferrer' });
  }
  if (element.tagName === 'img' && !kept.some((attribute) => attribute.name === 'src')) return null;
  return kept;
}

function clean(nodes: readonly Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (node.nodeName === '#text') {
      out.push(node);
      continue;
    }
    if (!('tagName' in node)) continue; // comments, doctypes
    const element = node as Element;
    if (element.namespaceURI !== HTML_NS || DROP.has(element.tagName)) continue;
    const allowed = KEEP[element.tagName];
    const children = clean(element.childNodes);
    if (!allowed) {
      out.push(...children);
      continue;
    }
    const attrs = keepAttributes(element, allowed);
    if (!attrs) continue;
    element.attrs = attrs;
    element.childNodes = children;
    for (const child of children) child.parentNode = element;
    out.push(element);
  }
  return out;
}

/** The HTML with only what the allow-list keeps. */
export function sanitiseHtml(html: string): string {
  const { parseFragment, serialize } = htmlParser();
  const fragment = parseFragment(html);
  fragment.childNodes = clean(fragment.childNodes);
  return serialize(fragment);
}
