import { useTranslation } from '../i18n/react.tsx';
import { Link } from '../lib/router/router.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page-frame">
      <h1 className="page-title">{t('notFound.title')}</h1>
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
