import { type MenuCategory, VENDOR_DROPDOWN_MAX } from '@arcadia/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useArtUrl } from '../../lib/brand-look.ts';
import { useGameStart } from '../../lib/game-start.ts';
import { Link } from '../../lib/router/router.tsx';
import { ArrowIcon, FlameIcon } from './icons.tsx';
import { categoryPath, vendorPath } from './vendor-route.ts';
import './vendor-dropdown.css';

interface Props {
  category: MenuCategory;
  /** Accessible name of the vendor list, e.g. "Slots vendors". */
  label: string;
  imageCdn: string;
  onNavigate: () => void;
}

/** A click that opens the link elsewhere (new tab or window) keeps the link's own address. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Up to 11 vendor logos of one category. The "more" tile appears only when
 * there are exactly 11 vendors, as the specification states it. Clicking a
 * vendor starts it through the game-start rules (lib/game-start.ts); the
 * category, not the card, gives the game type (e-sports and DS88 are carved
 * out of sports vendors).
 */
export function VendorDropdown({ category, label, imageCdn, onNavigate }: Props) {
  const { t } = useTranslation('header');
  const art = useArtUrl();
  const cards = category.cards.slice(0, VENDOR_DROPDOWN_MAX);
  const showMore = category.cards.length === VENDOR_DROPDOWN_MAX;
  const startGame = useGameStart();
  return (
    <div className="vendor-dropdown" data-testid={`vendor-dropdown-${category.title}`}>
      <ul className="vendor-grid" aria-label={label}>
        {cards.map((card) => (
          <li key={`${card.nodeId}-${card.vassalage}`}>
            <Link
              to={vendorPath(category.title, card.vassalage)}
              className="vendor-tile"
              onClick={(event) => {
                if (!opensElsewhere(event)) {
                  event.preventDefault();
                  void startGame({ ...card, gameType: category.title });
                }
                onNavigate();
              }}
            >
              <img
                className="vendor-logo"
                src={art(`${imageCdn}/${card.logo}`)}
                alt={card.name}
                loading="lazy"
                decoding="async"
                width={160}
                height={80}
              />
              {card.isHot === 1 && (
                <span className="vendor-hot">
                  <FlameIcon />
                  {t('hot')}
                </span>
              )}
            </Link>
          </li>
        ))}
        {showMore && (
          <li>
            <Link to={categoryPath(category.title)} className="vendor-tile vendor-more" onClick={onNavigate}>
              <ArrowIcon />
              {t('more')}
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
