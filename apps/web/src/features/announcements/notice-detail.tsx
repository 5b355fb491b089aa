import type { Notice } from '@arcadia/contracts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface NoticeDetailProps {
  notice: Notice | null;
  id: string;
  heading: 'h2' | 'h3';
}

/**
 * The open notice: title, time and its rich content. The content is operator
 * HTML, so it is sanitised first: scripts and event handlers never reach the page.
 */
export function NoticeDetail({ notice, id, heading: Heading }: NoticeDetailProps) {
  const { t } = useTranslation('notice');
  const html = useMemo(() => (notice ? DOMPurify.sanitize(notice.content) : ''), [notice]);
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
