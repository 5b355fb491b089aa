import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { Link } from '../../lib/router/router.tsx';
import { KEYS, session } from '../../lib/storage.ts';
import { openChannel, preferredChannel } from '../../shell/footer/customer-service.ts';
import { RichText } from '../../ui/rich-text/rich-text.tsx';
import { joinContentQuery } from './get-join-content.ts';
import './join.css';

/**
 * /join: agent recruitment. The brand's join content, then what to do about it:
 * ask customer service to become an agent (live chat first), and register
 * first when not yet a member.
 */
export default function JoinPage() {
  const { t, i18n } = useTranslation('help');
  const { customerService, customerServiceKey } = useBrand();
  const { data, isPending, isError, refetch } = useQuery(joinContentQuery(i18n.language));
  const channel = preferredChannel(customerService);
  const loggedIn = Boolean(session.get(KEYS.token));

  return (
    <section className="page-frame join-page">
      <h1 className="page-title">{t('join.title')}</h1>
      <div className="join-body" aria-busy={isPending || undefined}>
        {isError && !data && (
          <div role="alert" className="join-state">
            <p>{t('error')}</p>
            <button type="button" className="button" onClick={() => refetch()}>
              {t('common:retry')}
            </button>
          </div>
        )}
        {data?.map((topic) => (
          <article key={topic.topic} className="join-article" aria-labelledby={`join-${topic.topic}`}>
            <h2 id={`join-${topic.topic}`}>{topic.title}</h2>
            <RichText html={topic.content} />
          </article>
        ))}
        {data?.length === 0 && <p className="join-muted">{t('join.empty')}</p>}
        <div className="join-actions">
          {channel && (
            <button type="button" className="button" onClick={() => void openChannel(channel, customerServiceKey)}>
              {t('join.contact')}
            </button>
          )}
          {!loggedIn && (
            <Link to="/register" className="button button-ghost">
              {t('join.register')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
