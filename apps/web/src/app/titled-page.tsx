import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeFor } from './routes.ts';

/**
 * The frame of a page whose content a later feature adds: its title, so the
 * route, its banner and its shell are real and reachable today.
 */
export default function TitledPage() {
  const { t } = useTranslation('common');
  const name = routeFor(useLocation().pathname)?.name ?? 'home';
  return (
    <section className="page-frame">
      <h1 className="page-title">{t(`page.${name}`)}</h1>
    </section>
  );
}
