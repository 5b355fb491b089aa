import { BRAND_LOGO_SIZE } from '@arcadia/contracts';
import { type ReactNode, useRef } from 'react';
import { useBrand } from '../../lib/brand.ts';
import { useArtUrl } from '../../lib/brand-look.ts';
import { Link } from '../../lib/router/router.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { Nav } from './nav.tsx';
import { useStackedNav } from './use-stacked-nav.ts';

const LOGO_HEIGHT = 44;
const LOGO_WIDTH = Math.round((LOGO_HEIGHT * BRAND_LOGO_SIZE.width) / BRAND_LOGO_SIZE.height);

/** Logo, main navigation and the account slot (login form or logged-in strip, filled by the app). */
export function HeaderBottom({ isGamePage, account }: { isGamePage: boolean; account?: ReactNode }) {
  const { merchant } = useBrand();
  const art = useArtUrl();
  const lowerNavHidden = useUi((state) => state.lowerNavHidden);
  const rowRef = useRef<HTMLDivElement>(null);
  const stacked = useStackedNav(rowRef);
  return (
    <div className="header-bottom">
      <div ref={rowRef} className={`header-inner header-bottom-inner${stacked ? ' header-bottom-stacked' : ''}`}>
        <Link to="/" className="header-logo">
          {/* Its width is known before it loads, so the row is laid out once (use-stacked-nav.ts). */}
          <img src={art(merchant.logoUrl)} alt={merchant.name} height={LOGO_HEIGHT} width={LOGO_WIDTH} />
        </Link>
        <Nav hidden={isGamePage && lowerNavHidden} />
        <div className="header-account">{account}</div>
      </div>
    </div>
  );
}
