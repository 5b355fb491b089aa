import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { Pager } from '../../../ui/pager/pager.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { useAgentAnnouncements } from '../api/agent-announcements.ts';

const PAGE_SIZE = 10;
/** Operator HTML loses scripts, handlers and inline styles (the content-security-policy would refuse them). */
const SANITISE = { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] };

/** Announcement (agentAnnouncement): notices written for agents, newest first; the newest opens by itself. */
export function AnnouncementPage() {
  const { t } = useTranslation('agentCentre');
  const [page, setPage] = useState(1);
  const query = useAgentAnnouncements({ pageNo: page, pageSize: PAGE_SIZE });
  const data = query.data;
  return (
    <PanelPage id="agent-page-agentAnnouncement" title={t('entry.announcement')} className="agent-report">
      <ErrorAlert error={query.error} />
      {data && data.list.length === 0 && <p className="record-empty">{t('announcement.empty')}</p>}
      {data && data.list.length > 0 && (
        <ul className="agent-notices">
          {data.list.map((notice, index) => (
            <li key={notice.id}>
              <details open={page === 1 && index === 0}>
                <summary>
                  <span className="agent-notice-title">{notice.title}</span>
                  <time dateTime={notice.time.replace(' ', 'T')}>{notice.time}</time>
                </summary>
                <div
                  className="notice-content agent-notice-content"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify here.
                  dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(notice.content, SANITISE) }}
                />
              </details>
            </li>
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <Pager label={t('announcement.paging')} page={page} pages={data.totalPages} onPage={setPage} />
      )}
    </PanelPage>
  );
}
