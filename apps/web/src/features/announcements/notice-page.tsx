import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from '../../lib/router/router.tsx';
import { NoticeBrowser } from './notice-browser.tsx';

/** /noticePage: the announcements inline on a page; `?id=` opens at one notice. */
export default function NoticePage() {
  const { t } = useTranslation('common');
  const id = Number(useSearchParams()[0].get('id'));
  return (
    <section className="page-frame notice-page">
      <h1 className="page-title">{t('page.noticePage')}</h1>
      <NoticeBrowser initialId={Number.isInteger(id) && id > 0 ? id : null} heading="h2" />
    </section>
  );
}
