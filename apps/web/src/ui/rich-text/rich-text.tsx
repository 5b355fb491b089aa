import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './rich-text.css';

/**
 * Operator HTML keeps its structure but loses scripts, event handlers and inline
 * styles: the server stores it allow-listed already, and the page's
 * content-security-policy would refuse inline styles (and report them).
 */
const SANITISE = { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] };

/** Rich text from the server (help articles, posts), sanitised again before it is shown. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, SANITISE), [html]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
    <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
