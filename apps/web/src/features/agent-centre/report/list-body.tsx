import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Pager } from '../../../ui/pager/pager.tsx';

interface ListBodyProps {
  count: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The table, when there are rows. */
  children: ReactNode;
  empty?: string;
}

/** A report's list: the table and a pager past one page, or a word that nothing matched. */
export function ListBody({ count, page, pages, onPage, children, empty }: ListBodyProps) {
  const { t } = useTranslation('agentCentre');
  if (count === 0) return <p className="record-empty">{empty ?? t('empty')}</p>;
  return (
    <>
      {children}
      {pages > 1 && <Pager label={t('paging')} page={page} pages={pages} onPage={onPage} />}
    </>
  );
}
