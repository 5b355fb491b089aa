import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { htmlParser } from './html-parser.ts';

/**
 * Operator rich text (help articles, posts, the join and download pages) kept to
 * an allow-list before it is stored: the HTML is parsed as a browser would
 * (parse5 follows the WHATWG algorithm), every element and attribute not listed
 * is dropped, addresses are limited to http(s), mail, phone and same-site paths,
 * and the tree is written out again, so nothing the parser saw as script or
 * style survives. The site's CSP would refuse inline script and style anyway; this
 * keeps them from reaching a page (and its reports) at all. The browser sanitises
 * again before rendering.
 */

/** Kept with their allowed attributes. */
const ALLOWED: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
  ...Object.fromEntries(
    [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'small',
      'sup',
      'sub',
      'ul',
      'li',
      'blockquote',
      'code',
      'pre',
      'table',
      'thead',
      'tbody',
      'tr',
      'caption',
      'figure',
      'figcaption',
      'dl',
      'dt',
      'dd',
      'span',
      'div',
      'section',
    ].map((tag) => [tag, [] as string[]]),
  ),
};

/** Dropped with everything inside them; any other unknown element is unwrapped (its text stays). */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'textarea',
  'select',
  'option',
  'button',
  'input',
  'form',
  'svg',
  'math',
  'title',
  'head',
  'meta',
  'link',
  'base',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
]);

const SAFE_IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** A link target: http(s), mailto:, tel:, a same-site path or a fragment. */
export function safeHref(raw: string): boolean {
  const value = raw.trim();
  if (value.startsWith('#')) return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^(https?:\/\/|mailto:|tel:)/i.test(value);
}

/** An image source: http(s), a same-site path or an inline png/jpeg/gif/webp. */
export function safeSrc(raw: string): boolean {
  const value = raw.trim();
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https?:\/\//i.test(value) || SAFE_IMAGE_DATA.test(value);
}

const isElement = (node: T.ChildNode): node is T.Element => 'tagName' in node;

function cleanAttributes(element: T.Element): void {
  const allowed = ALLOWED[element.tagName] ?? [];
  element.attrs = element.attrs.filter((attr) => {
    if (!allowed.includes(attr.name)) return false;
    if (attr.name === 'href') return safeHref(attr.value);
    if (attr.name === 'src') return safeSrc(attr.value);
    if (attr.name === 'target') return attr.value === '_blank';
    if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(attr.name)) return /^\d{1,4}$/.test(attr.value);
    if (attr.name === 'scope') return ['row', 'col', 'rowgroup', 'colgroup'].includes(attr.value);
    return true;
  });
  // A new tab must not get a handle on this page.
  if (element.tagName === 'a' && element.attrs.some((attr) => attr.name === 'target')) {
    element.attrs.push({ name: 'rel', value: 'noopener noreferrer' });
  }
}

function cleanChildren(parent: T.ParentNode): void {
  const kept: T.ChildNode[] = [];
  for (const node of parent.childNodes) {
    if (node.nodeName === '#text') {
      kept.push(node);
    } else if (isElement(node)) {
      // Elements of SVG or MathML (parse5 gives them their own namespace) never pass.
      const html = node.namespaceURI === 'http://www.w3.org/1999/xhtml';
      if (!html || DROPPED.has(node.tagName)) continue;
      cleanChildren(node);
      if (ALLOWED[node.tagName]) {
        cleanAttributes(node);
        kept.push(node);
      } else {
        for (const child of node.childNodes) {
          child.parentNode = parent;
          kept.push(child);
        }
      }
    }
    // Comments and doctypes are dropped (conditional comments once ran script in old browsers).
  }
  parent.childNodes = kept;
}

/** The allow-listed form of operator HTML. */
export function sanitiseRichText(html: string): string {
  const { parseFragment, serialize } = htmlParser();
  const fragment = parseFragment(html);
  cleanChildren(fragment);
  return serialize(fragment).trim();
}

/** Every language of a localized rich text, sanitised. */
export const sanitiseLocalized = <L extends string>(text: Partial<Record<L, string>>): Partial<Record<L, string>> =>
  Object.fromEntries(Object.entries(text).map(([lang, html]) => [lang, sanitiseRichText(String(html))])) as Partial<
    Record<L, string>
  >;
