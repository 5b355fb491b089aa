import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { useSearchParams } from '../../lib/router/router.tsx';
import { RichText } from '../../ui/rich-text/rich-text.tsx';
import { useHelpCenter } from './api/get-help-center.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { LiveChat } from './live-chat.tsx';
import { useChatAddress } from './use-chat-address.ts';
import './help.css';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { onTablistKeyDown } from '../../ui/tabs/arrow-keys.ts';

const TABS = ['chat', 'help', 'feedback'] as const;
type Tab = (typeof TABS)[number];

/** `?channel=live-chat` (the brand's live-chat address) opens the chat; `?tab=` any tab; help otherwise. */
const tabOf = (params: URLSearchParams): Tab => {
  if (params.get('channel') === 'live-chat') return 'chat';
  const tab = params.get('tab');
  return TABS.find((known) => known === tab) ?? 'help';
};

/** The outside chat service of the brand, or the built-in chat. */
function ChatTab() {
  const { t } = useTranslation('help');
  const address = useChatAddress();
  if (address === undefined) return <div className="help-state" aria-busy="true" />;
  if (address === null) return <LiveChat />;
  return (
    <div className="help-state">
      <p>{t('chat.outside')}</p>
      <a className="button" href={address} rel="noopener noreferrer">
        {t('openChat')}
      </a>
    </div>
  );
}

/** Every help topic, opened one at a time in place (the popup is narrow). */
function HelpTab() {
  const { t } = useTranslation('help');
  const { data: topics, isPending, isError, refetch } = useHelpCenter();
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
  return (
    <div className="helpmc-topics">
      {topics.map((topic) => (
        <details key={topic.topic} className="helpmc-topic">
          <summary>{topic.title}</summary>
          <RichText html={topic.content} />
        </details>
      ))}
    </div>
  );
}

/**
 * /helpmc: the help and customer-service page without the site header, the one
 * the side bar, the footer's live chat and the maintenance and region pages open
 * in their popup: live chat, the help topics and feedback.
 */
export default function HelpmcPage() {
  const { t } = useTranslation('help');
  const { merchant } = useBrand();
  const id = useUniqueId();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);

  return (
    <main className="helpmc">
      <header className="helpmc-header">
        <img src={merchant.logoUrl} alt={merchant.name} height={28} />
        <h1>{t('title')}</h1>
      </header>
      <div className="helpmc-tabs" role="tablist" aria-label={t('title')} onKeyDown={onTablistKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="helpmc-tab"
            onClick={() => setParams(name === 'chat' ? { channel: 'live-chat' } : { tab: name }, { replace: true })}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className="helpmc-panel">
        {tab === 'chat' && <ChatTab />}
        {tab === 'help' && <HelpTab />}
        {tab === 'feedback' && <FeedbackForm />}
      </div>
    </main>
  );
}
