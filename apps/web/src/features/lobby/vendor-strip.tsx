import type { VendorCard } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useImageCdn } from '../../lib/brand.ts';
import { useArtUrl } from '../../lib/brand-look.ts';
import { shiftWindow, vendorWindow, windowShowing } from './vendor-window.ts';

interface Props {
  vendors: readonly VendorCard[];
  /** The vendor whose games show (none while a tab is open). */
  selected: string | null;
  onSelect: (vendor: string) => void;
}

/** The category's vendors as logo buttons; above 8, prev and next arrows page through them. */
export function VendorStrip({ vendors, selected, onSelect }: Props) {
  const { t } = useTranslation('lobby');
  const imageCdn = useImageCdn();
  const art = useArtUrl();
  const [start, setStart] = useState(() =>
    windowShowing(
      vendors.length,
      vendors.findIndex((vendor) => vendor.vassalage === selected),
    ),
  );
  if (vendors.length === 0) return null;
  const view = vendorWindow(vendors.length, start);
  const move = (direction: -1 | 1) => setStart(shiftWindow(vendors.length, view.start, direction));
  return (
    <div className="vendor-strip">
      {view.showArrows && (
        <button
          type="button"
          className="vendor-strip-arrow"
          aria-label={t('previousVendors')}
          disabled={!view.canPrev}
          onClick={() => move(-1)}
        >
          ‹
        </button>
      )}
      <ul className="vendor-strip-list" aria-label={t('vendors')}>
        {vendors.slice(view.start, view.end).map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className={`vendor-strip-item${vendor.vassalage === selected ? ' vendor-strip-item-active' : ''}`}
              aria-pressed={vendor.vassalage === selected}
              onClick={() => onSelect(vendor.vassalage)}
            >
              <img
                src={art(`${imageCdn}/${vendor.logo}`)}
                alt=""
                width={96}
                height={48}
                loading="lazy"
                decoding="async"
              />
              <span>{vendor.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {view.showArrows && (
        <button
          type="button"
          className="vendor-strip-arrow"
          aria-label={t('nextVendors')}
          disabled={!view.canNext}
          onClick={() => move(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
