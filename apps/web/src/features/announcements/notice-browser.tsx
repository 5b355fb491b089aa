import { useEffect, useReducer } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { useAnnouncements } from './api/get-announcements.ts';
import { NoticeDetail } from './notice-detail.tsx';
import { NoticeList } from './notice-list.tsx';
import { initialSelection, noticeSelection } from './notice-selection.ts';
import { Paginator } from './paginator.tsx';
import './announcements.css';

interface NoticeBrowserProps {
  /** The notice to open first; the first of page 1 when absent. */
  initialId?: number | null;
  /** The detail title's level under the surrounding heading. */
  heading?: 'h2' | 'h3';
}

/**
 * On a phone the open notice sits below the titles: bring it into view when it
 * starts below the screen (beside the list, on a wide screen, nothing moves).
 */
function revealDetail(detailId: string) {
  requestAnimationFrame(() => {
    const detail = document.getElementById(detailId);
    if (detail && detail.getBoundingClientRect().top > window.innerHeight * 0.8)
      detail.scrollIntoView({ block: 'start' });
  });
}

/** Notices nine to a page: titles on the left, the open one on the right, a paginator below. */
export function NoticeBrowser({ initialId = null, heading = 'h3' }: NoticeBrowserProps) {
  const { t } = useTranslation('notice');
  const detailId = useUniqueId();
  const [state, dispatch] = useReducer(noticeSelection, initialId, initialSelection);
  const { data, isPlaceholderData, isPending, isError, refetch } = useAnnouncements(state.page);

  useEffect(() => {
    if (!data || isPlaceholderData) return;
    dispatch({
      type: 'loaded',
      page: state.page,
      ids: data.list.map((notice) => notice.id),
      totalPages: data.totalPages,
    });
  }, [data, isPlaceholderData, state.page]);

  if (isError && !data) {
    return (
      <div className="notice-browser-state" role="alert">
        <p>{t('error')}</p>
        <button type="button" className="button" onClick={() => refetch()}>
          {t('common:retry')}
        </button>
      </div>
    );
  }
  if (isPending) return <div className="notice-browser-state" aria-busy="true" />;
  if (!data.list.length) {
    return (
      <div className="notice-browser-state">
        <p>{t('empty')}</p>
      </div>
    );
  }
  const selected = data.list.find((notice) => notice.id === state.selectedId) ?? null;
  return (
    <div className="notice-browser" aria-busy={isPlaceholderData || undefined}>
      <div className="notice-browser-side">
        <NoticeList
          notices={data.list}
          selectedId={state.selectedId}
          onSelect={(id) => {
            dispatch({ type: 'select', id });
            revealDetail(detailId);
          }}
          detailId={detailId}
        />
        <Paginator
          page={state.page}
          totalPages={data.totalPages}
          onChange={(page) => dispatch({ type: 'page', page })}
        />
      </div>
      <NoticeDetail notice={selected} id={detailId} heading={heading} />
    </div>
  );
}
