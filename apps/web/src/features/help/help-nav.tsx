import { HELP_CENTRE_SECTIONS, type HelpTopic } from '@arcadia/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from '../../lib/router/router.tsx';

/** Views of the help page that are not articles. */
export const NEWS_VIEW = 'news';
export const FEEDBACK_VIEW = 'feedback';

interface HelpNavProps {
  topics: readonly HelpTopic[];
  /** The open topic or view. */
  current: string;
}

/**
 * The help centre's topics in section order, then news and feedback. A row of
 * chips that scrolls sideways on a phone, a column beside the article when wide.
 */
export function HelpNav({ topics, current }: HelpNavProps) {
  const { t } = useTranslation('help');
  const nav = useRef<HTMLElement>(null);
  // On a phone the chips scroll sideways: bring the open one into view (a footer link may open the last).
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the open topic and the topics' arrival.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current, topics.length]);
  const ordered = HELP_CENTRE_SECTIONS.flatMap((section) => topics.filter((topic) => topic.section === section));
  const item = (key: string, label: string) => (
    <li key={key}>
      <Link to={`/help?topic=${key}`} aria-current={current === key ? 'page' : undefined} className="help-nav-link">
        {label}
      </Link>
    </li>
  );
  return (
    <nav ref={nav} className="help-nav" aria-label={t('topics')}>
      <ul>
        {ordered.map((topic) => item(topic.topic, topic.title))}
        {item(NEWS_VIEW, t('news'))}
        {item(FEEDBACK_VIEW, t('feedback'))}
      </ul>
    </nav>
  );
}
