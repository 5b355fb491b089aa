import type { HelpTopic } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { RichText } from '../../ui/rich-text/rich-text.tsx';

/** One help article: its title and sanitised content; a missing topic says so. */
export function HelpArticle({ topic }: { topic: HelpTopic | undefined }) {
  const { t } = useTranslation('help');
  if (!topic) return <p className="help-muted">{t('notFound')}</p>;
  return (
    <article className="help-article" aria-labelledby="help-article-title">
      <h2 id="help-article-title" className="help-article-title">
        {topic.title}
      </h2>
      <RichText html={topic.content} />
    </article>
  );
}
