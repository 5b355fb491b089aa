import type { GameCategory, VendorCard } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useImageCdn } from '../../../lib/brand.ts';
import { useArtUrl } from '../../../lib/brand-look.ts';
import { useGameMenus } from '../../../lib/game-menus.ts';
import { useGameStart } from '../../../lib/game-start.ts';
import { useSearchParams } from '../../../lib/router/router.tsx';
import './listing.css';

/** The categories with a listing page rather than a lobby (site-shell §2). */
export type ListingCategory = Extract<GameCategory, 'SPORTS' | 'ESPORTS' | 'DS88' | 'ELOTT'>;

const SKELETONS = 4;

/**
 * A category's vendors as cards, from the game menus (the server splits the
 * e-sports vendors and DS88 out of sports). A card starts the vendor through
 * the game-start rules: login check, lottery route, popup list or launch.
 * `?vendor=` (the header's vendor links) marks that vendor's card.
 */
export function VendorListing({ category }: { category: ListingCategory }) {
  const { t } = useTranslation('games');
  const imageCdn = useImageCdn();
  const marked = useSearchParams()[0].get('vendor');
  const menus = useGameMenus();
  const start = useGameStart();
  const cards = menus.data?.find((item) => item.title === category)?.cards ?? [];
  const title = t(`common:category.${category}`);
  return (
    <section className="page-frame vendor-listing">
      <h1 className="page-title">{title}</h1>
      {menus.isError && (
        <div className="listing-error" role="alert">
          <p>{t('listing.error')}</p>
          <button type="button" className="button" onClick={() => menus.refetch()}>
            {t('common:retry')}
          </button>
        </div>
      )}
      {menus.isPending && (
        <div className="vendor-cards" aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <div key={at} className="vendor-card vendor-card-skeleton" />
          ))}
        </div>
      )}
      {menus.data && cards.length === 0 && <p className="listing-empty">{t('listing.empty')}</p>}
      {cards.length > 0 && (
        <ul className="vendor-cards" aria-label={t('listing.vendors', { category: title })}>
          {cards.map((card) => (
            <li key={card.vassalage}>
              <VendorCardButton
                card={card}
                imageCdn={imageCdn}
                marked={card.vassalage === marked}
                onStart={() => void start(card)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface CardProps {
  card: VendorCard;
  imageCdn: string;
  marked: boolean;
  onStart: () => void;
}

function VendorCardButton({ card, imageCdn, marked, onStart }: CardProps) {
  const { t } = useTranslation('games');
  const art = useArtUrl();
  return (
    <button
      type="button"
      className={`vendor-card${marked ? ' is-marked' : ''}`}
      aria-label={t('listing.play', { name: card.name })}
      aria-current={marked || undefined}
      onClick={onStart}
    >
      <img
        className="vendor-card-logo"
        src={art(`${imageCdn}/${card.logo}`)}
        alt=""
        loading="lazy"
        decoding="async"
        width={160}
        height={80}
      />
      <span className="vendor-card-name">{card.name}</span>
      {card.isHot === 1 && <span className="vendor-card-hot">{t('listing.hot')}</span>}
      <span className="vendor-card-cta" aria-hidden="true">
        {t('listing.enter')}
      </span>
    </button>
  );
}
