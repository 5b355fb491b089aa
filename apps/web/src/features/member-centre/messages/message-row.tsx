import type { PlatformMessage } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';

/** One line of the list: unread mark, kind, title, time; the whole line opens the message. */
export function MessageRow({
  message,
  onOpen,
}: {
  message: PlatformMessage;
  onOpen: (message: PlatformMessage) => void;
}) {
  const { t } = useTranslation('inbox');
  const kind = t(`kind.${message.kind}`);
  // Read aloud title first, then whether it is unread: "Welcome (unread) Message 2025-03-02 10:00:00".
  const name = [message.title, message.read ? null : t('unreadMark'), kind, message.time].filter(Boolean).join(' ');
  return (
    <li>
      <button
        type="button"
        aria-label={name}
        className={message.read ? 'message-row' : 'message-row is-unread'}
        onClick={() => onOpen(message)}
      >
        <span className="message-dot" aria-hidden="true" />
        <span className="message-what">
          <span className="message-kind">{kind}</span>
          <span className="message-title">{message.title}</span>
        </span>
        <time className="message-time">{message.time}</time>
      </button>
    </li>
  );
}

/** An opened message: its title, time and whole text (line breaks kept), with the way back. */
export function MessageView({ message, onBack }: { message: PlatformMessage; onBack: () => void }) {
  const { t } = useTranslation('inbox');
  return (
    <article className="message-view" aria-labelledby="message-view-title">
      <button type="button" className="button button-ghost message-back" onClick={onBack}>
        {t('back')}
      </button>
      <p className="message-kind">{t(`kind.${message.kind}`)}</p>
      <h4 id="message-view-title" className="message-view-title">
        {message.title}
      </h4>
      <time className="message-time">{message.time}</time>
      <p className="message-text">{message.content}</p>
    </article>
  );
}
