import type { Notice } from '@arcadia/contracts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

interface NoticeDetailProps {
  notice: Notice | null;
  id: string;
  heading: 'h2' | 'h3';
}

/**
 * Operator HTML keeps its structure but loses scripts, event handlers and inline
 * styles: the content-security-policy would refuse the styles anyway (and report it).
 */
const SANITISE = { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] };

/** The open notice: title, time and its rich content, sanitised first. */
export function NoticeDetail({ notice, id, heading: Heading }: NoticeDetailProps) {
  const { t } = useTranslation('notice');
  const html = useMemo(() => (notice ? DOMPurify.sanitize(notice.content, SANITISE) : ''), [notice]);
  if (!notice) {
    return (
      <div id={id} className="notice-detail notice-detail-empty">
        <p>{t('pick')}</p>
      </div>
    );
  }
  return (
    <article id={id} className="notice-detail" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="notice-detail-title">
        {notice.title}
      </Heading>
      <time className="notice-detail-time" dateTime={notice.time.replace(' ', 'T')}>
        {notice.time}
      </time>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above. */}
      <div className="notice-content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
