import type { Notice } from '@arcadia/contracts';
import { type CSSProperties, type Ref, useLayoutEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { useBarNotices } from './get-bar-notices.ts';
import './notice-bar.css';

/** Reading speed of the scrolling titles, in pixels per second. */
const SPEED_PX_PER_S = 30;

/** The width of one copy of the titles: how far the track moves before it repeats. */
function useLoopWidth(list: HTMLUListElement | null) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!list) return;
    const measure = () => setWidth(list.offsetWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [list]);
  return width;
}

interface TitlesProps {
  notices: Notice[];
  copy?: boolean;
  listRef?: Ref<HTMLUListElement>;
}

function Titles({ notices, copy = false, listRef }: TitlesProps) {
  const openNotice = useUi((state) => state.openNotice);
  return (
    <ul ref={listRef} className="notice-bar-list" aria-hidden={copy || undefined} inert={copy}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <button type="button" className="notice-bar-title" onClick={() => openNotice(notice.id)}>
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home notice bar: the newest general notices scrolling past (paused on
 * hover, still for reduced motion); a title opens the notice popup at it.
 */
export function NoticeBar() {
  const { t } = useTranslation('notice');
  const openNotice = useUi((state) => state.openNotice);
  const query = useBarNotices();
  const notices = query.data?.list ?? [];
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const width = useLoopWidth(list);
  // While the notices load, the bar keeps its place, so what is below it does not move when they come.
  if (!notices.length) return query.isPending ? <div className="notice-bar" aria-hidden="true" /> : null;
  // Whole-pixel steps: smooth to the eye, yet between steps a title holds still long
  // enough to count as stable for a click (as browser automation requires).
  const track = {
    '--marquee-distance': `${width}px`,
    '--marquee-duration': `${Math.max(1, width / SPEED_PX_PER_S)}s`,
    '--marquee-steps': Math.max(1, Math.round(width)),
  } as CSSProperties;
  return (
    <section className="notice-bar" aria-label={t('bar.label')}>
      <span className="notice-bar-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M3 10v4a1 1 0 0 0 1 1h3l4.3 3.6a1 1 0 0 0 1.7-.8V6.2a1 1 0 0 0-1.7-.8L7 9H4a1 1 0 0 0-1 1z" />
          <path className="notice-bar-wave" d="M16 8.5a4.5 4.5 0 0 1 0 7M18.5 6a8 8 0 0 1 0 12" />
        </svg>
      </span>
      <div className="notice-bar-viewport">
        {/* Two copies side by side loop without a gap; the copy is hidden from assistive tech and the keyboard. */}
        <div className="notice-bar-track" style={track} data-ready={width > 0 || undefined}>
          <Titles notices={notices} listRef={setList} />
          <Titles notices={notices} copy />
        </div>
      </div>
      <button type="button" className="notice-bar-more" onClick={() => openNotice()}>
        {t('bar.more')}
      </button>
    </section>
  );
}
