import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useHelpCenter } from './api/get-help-center.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { HelpArticle } from './help-article.tsx';
import { FEEDBACK_VIEW, HelpNav, NEWS_VIEW } from './help-nav.tsx';
import { PostList, PostView } from './posts-view.tsx';
import { ServiceButton } from './service-button.tsx';
import './help.css';

const FIRST_TOPIC = 'guide';

/**
 * /help: the help centre. `?topic=` opens an article (the footer's and the side
 * bar's links name them), `news` the news and blog posts (`&post=` one of them),
 * `feedback` the feedback form. Scrolls to the top on entry and on every topic.
 */
export default function HelpPage() {
  const { t } = useTranslation('help');
  const [params] = useSearchParams();
  const current = params.get('topic') || FIRST_TOPIC;
  const post = Number(params.get('post'));
  const { data: topics, isPending, isError, refetch } = useHelpCenter();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the topic and post are what the scroll follows.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [current, post]);

  const view = () => {
    if (current === NEWS_VIEW) return Number.isInteger(post) && post > 0 ? <PostView id={post} /> : <PostList />;
    if (current === FEEDBACK_VIEW) return <FeedbackForm />;
    if (isError && !topics) {
      return (
        <div role="alert" className="help-state">
          <p>{t('error')}</p>
          <button type="button" className="button" onClick={() => refetch()}>
            {t('common:retry')}
          </button>
        </div>
      );
    }
    if (isPending) return <div className="help-state" aria-busy="true" />;
    return <HelpArticle topic={topics.find((topic) => topic.topic === current)} />;
  };

  return (
    <section className="page-frame help-page">
      <h1 className="page-title">{t('title')}</h1>
      <div className="help-layout">
        <HelpNav topics={topics ?? []} current={current} />
        <div className="help-main">
          {view()}
          <aside className="help-contact" aria-label={t('contact')}>
            <p>{t('contact')}</p>
            <ServiceButton label={t('openChat')} />
          </aside>
        </div>
      </div>
    </section>
  );
}
