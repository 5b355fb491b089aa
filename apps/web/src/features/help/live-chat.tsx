import { CHAT_MESSAGE_MAX } from '@arcadia/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { ErrorAlert } from '../../ui/form/form-parts.tsx';
import { useChatMessages } from './api/get-chat-messages.ts';
import { useSendChatMessage } from './api/send-chat-message.ts';

/**
 * The built-in live chat: the thread of this member (or browser) with customer
 * service, read again every few seconds; operators answer through the operator API.
 */
export function LiveChat() {
  const { t, i18n } = useTranslation('help');
  const id = useUniqueId();
  const { data, isPending, isError, refetch } = useChatMessages();
  const send = useSendChatMessage();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const count = data?.messages.length ?? 0;

  // The newest message in view whenever one arrives.
  useEffect(() => {
    if (count && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  const time = new Intl.DateTimeFormat(i18n.language === 'CN' ? 'zh-CN' : i18n.language.toLowerCase(), {
    hour: '2-digit',
    minute: '2-digit',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(message, { onSuccess: () => setText('') });
  };

  return (
    <section className="live-chat" aria-labelledby={`${id}-title`}>
      <header className="live-chat-header">
        <h2 id={`${id}-title`}>{t('chat.title')}</h2>
        <p>{t('chat.intro')}</p>
      </header>
      {isError && !data ? (
        <div className="live-chat-state" role="alert">
          <p>{t('chat.error')}</p>
          <button type="button" className="button" onClick={() => refetch()}>
            {t('common:retry')}
          </button>
        </div>
      ) : (
        <ol ref={list} className="live-chat-messages" aria-label={t('chat.label')} aria-busy={isPending || undefined}>
          {data && data.messages.length === 0 && <li className="live-chat-empty">{t('chat.empty')}</li>}
          {data?.messages.map((message) => (
            <li key={message.id} className={`live-chat-message live-chat-${message.from}`}>
              <span className="live-chat-who">{message.from === 'me' ? t('chat.me') : t('chat.agent')}</span>
              <p>{message.text}</p>
              <time dateTime={message.time}>{time.format(new Date(message.time))}</time>
            </li>
          ))}
          {data?.state === 'closed' && <li className="live-chat-empty">{t('chat.closed')}</li>}
        </ol>
      )}
      <form className="live-chat-form" onSubmit={submit}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('chat.placeholder')}
        </label>
        <input
          id={`${id}-input`}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('chat.placeholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" disabled={!text.trim() || send.isPending}>
          {t('chat.send')}
        </button>
      </form>
      <ErrorAlert error={send.error} />
    </section>
  );
}
