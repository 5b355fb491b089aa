import { describe, expect, it } from 'vitest';
import { sanitiseLocalized, sanitiseRichText } from './rich-text.ts';

describe('sanitiseRichText', () => {
  it('keeps structure, text and safe links', () => {
    const html =
      '<h2>Deposits</h2><p>Read <a href="/help?topic=faq">the FAQ</a> or <a href="https://example.com" target="_blank">this</a>.</p><ul><li>One &amp; two</li></ul>';
    expect(sanitiseRichText(html)).toBe(
      '<h2>Deposits</h2><p>Read <a href="/help?topic=faq">the FAQ</a> or <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a>.</p><ul><li>One &amp; two</li></ul>',
    );
  });

  it('drops script, style, frames and their content', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="/x"></iframe><svg><script>alert(2)</script></svg><p>b</p>';
    expect(sanitiseRichText(html)).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers, inline styles and dangerous addresses', () => {
    const html =
      '<p style="color:red" onclick="x()">t</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">j</a><a href=" JaVaScRiPt:alert(1)">k</a><a href="//evil.example/">l</a><img src="data:text/html;base64,PHNjcmlwdD4=">';
    expect(sanitiseRichText(html)).toBe('<p>t</p><img><a>j</a><a>k</a><a>l</a><img>');
  });

  it('unwraps unknown elements but keeps their text, and escapes what parses as text', () => {
    expect(sanitiseRichText('<marquee>hi <b>there</b></marquee>')).toBe('hi <b>there</b>');
    expect(sanitiseRichText('<p>1 < 2 &lt;script&gt;</p>')).toBe('<p>1 &lt; 2 &lt;script&gt;</p>');
    expect(sanitiseRichText('<!-- <script>x</script> --><p>c</p>')).toBe('<p>c</p>');
  });

  it('survives mutation tricks the parser resolves', () => {
    const tricky = '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>';
    expect(sanitiseRichText(tricky)).not.toMatch(/onerror|src=|noscript/);
    expect(
      sanitiseRichText('<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'),
    ).not.toMatch(/onerror/);
  });

  it('sanitises every language of a text', () => {
    expect(sanitiseLocalized({ EN: '<p onclick="x">e</p>', CN: '<script>x</script><p>c</p>' })).toEqual({
      EN: '<p>e</p>',
      CN: '<p>c</p>',
    });
  });
});
