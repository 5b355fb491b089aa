import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { type CustomerServiceChannel, openChannel, resolveServiceUrl } from './customer-service.ts';
import { openSealed } from './live-chat.ts';

/**
 * The footer's live-chat link. Its address is opened ahead of time so the
 * link has a real target (new tab, copy link); a click still goes through the
 * sized popup, which closes itself if the address cannot be opened.
 */
export function LiveChatLink({ channel, base64Key }: { channel: CustomerServiceChannel; base64Key: string }) {
  const { t } = useTranslation('footer');
  const [href, setHref] = useState<string>();

  useEffect(() => {
    let current = true;
    openSealed(channel.path, base64Key)
      .then((path) => current && setHref(resolveServiceUrl(path)))
      .catch(() => current && setHref(undefined));
    return () => {
      current = false;
    };
  }, [channel.path, base64Key]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void openChannel(channel, base64Key);
  };

  return (
    <a
      href={href ?? '#live-chat'}
      target="livechat"
      className="site-footer-chat"
      onClick={open}
      aria-describedby="footer-chat-hint"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M5 5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-7l-4.5 3.5V17H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M8 11h.01M12 11h.01M16 11h.01" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      {t('liveChat')}
      <span id="footer-chat-hint" className="visually-hidden">
        {t('liveChatHint')}
      </span>
    </a>
  );
}
