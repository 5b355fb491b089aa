import type { Notice } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useUniqueId } from '../../lib/use-unique-id.ts';

interface NoticeListProps {
  notices: Notice[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The id of the detail panel the items control. */
  detailId: string;
}

/** The titles (with their time) of one page; the open one is marked expanded. Each is named by its title alone. */
export function NoticeList({ notices, selectedId, onSelect, detailId }: NoticeListProps) {
  const { t } = useTranslation('notice');
  const idPrefix = useUniqueId();
  return (
    <ul className="notice-list" aria-label={t('list')}>
      {notices.map((notice) => {
        const open = notice.id === selectedId;
        const titleId = `${idPrefix}-${notice.id}-title`;
        const timeId = `${idPrefix}-${notice.id}-time`;
        return (
          <li key={notice.id}>
            <button
              type="button"
              className="notice-item"
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              aria-labelledby={titleId}
              aria-describedby={timeId}
              onClick={() => onSelect(notice.id)}
            >
              <span id={titleId} className="notice-item-title">
                {notice.title}
              </span>
              <time id={timeId} className="notice-item-time" dateTime={notice.time.replace(' ', 'T')}>
                {notice.time}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
