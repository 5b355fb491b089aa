import { BANNER_AUTOPLAY_MS, type Banner } from '@arcadia/contracts';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useArtUrl } from '../../lib/brand-look.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { bannerHref, openBanner } from './banner-link.ts';
import { useAutoplay } from './use-autoplay.ts';
import './banner.css';

function Slide({ banner, active }: { banner: Banner; active: boolean }) {
  const navigate = useNavigate();
  const art = useArtUrl();
  const href = bannerHref(banner);
  const image = <img className="banner-image" src={art(banner.url)} alt={banner.title} draggable={false} />;
  if (!href) return image;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's own new-tab behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openBanner(banner, navigate);
  };
  const external = banner.linkageType === 'URL';
  return (
    <a
      className="banner-link"
      href={href}
      onClick={onClick}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener' : undefined}
      tabIndex={active ? undefined : -1}
    >
      {image}
    </a>
  );
}

/** The slides of one banner group: autoplay, arrows and bullets when there is more than one. */
export function BannerSlides({ banners, intervalMs = BANNER_AUTOPLAY_MS }: { banners: Banner[]; intervalMs?: number }) {
  const { t } = useTranslation('home');
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useAutoplay(banners.length, intervalMs, paused);
  const many = banners.length > 1;
  const go = (to: number) => setIndex((to + banners.length) % banners.length);
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="banner-viewport">
        <ul className="banner-track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {banners.map((banner, at) => (
            <li
              key={banner.bannerId}
              className="banner-slide"
              aria-hidden={at !== index}
              inert={at !== index}
              data-active={at === index}
            >
              <Slide banner={banner} active={at === index} />
            </li>
          ))}
        </ul>
      </div>
      {many && (
        <>
          <button
            type="button"
            className="banner-arrow banner-arrow-prev"
            aria-label={t('banner.previous')}
            onClick={() => go(index - 1)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            className="banner-arrow banner-arrow-next"
            aria-label={t('banner.next')}
            onClick={() => go(index + 1)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
          <div className="banner-dots">
            {banners.map((banner, at) => (
              <button
                key={banner.bannerId}
                type="button"
                className="banner-dot"
                aria-label={t('banner.slide', { n: at + 1 })}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => go(at)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
