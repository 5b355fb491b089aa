import { useTranslation } from '../../../i18n/react.tsx';

interface Props {
  link: string;
  text: string;
}

/** Where a link can be shared to without any script of theirs on our page: their own share addresses, in a new tab. */
const TARGETS = [
  {
    name: 'WhatsApp',
    url: (link: string, text: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  },
  {
    name: 'Telegram',
    url: (link: string, text: string) =>
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
  {
    name: 'Facebook',
    url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
  {
    name: 'LINE',
    url: (link: string) => `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`,
  },
] as const;

/** The phone's own share sheet where the browser has one, and share links to the usual messengers. */
export function ShareButtons({ link, text }: Props) {
  const { t } = useTranslation('referral');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="share-buttons">
      {canShare && (
        <button
          type="button"
          className="button"
          onClick={() => void navigator.share({ title: t('share.title'), text, url: link }).catch(() => {})}
        >
          {t('share.native')}
        </button>
      )}
      {TARGETS.map((target) => (
        <a
          key={target.name}
          className="button button-ghost share-link"
          href={target.url(link, text)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('share.to', { name: target.name })}
        >
          {target.name}
        </a>
      ))}
    </div>
  );
}
