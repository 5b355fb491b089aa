import { Suspense } from 'react';
import { AuthModals } from '../features/auth/auth-modals.tsx';
import { HeaderAccount } from '../features/auth/header-account.tsx';
import { useLocation } from '../lib/router/router.tsx';
import { BannerCarousel } from '../shell/banner/banner-carousel.tsx';
import { Footer } from '../shell/footer/footer.tsx';
import { Header } from '../shell/header/header.tsx';
import { RightBar } from '../shell/side/right-bar.tsx';
import { Later } from '../ui/later/later.tsx';
import { LoginFirstGuard } from './login-first-guard.tsx';
import { OnDemandPanels } from './on-demand.tsx';
import { RoutePage } from './route-page.tsx';
import { routeFor } from './routes.ts';

/**
 * Header, banner, main content (fading in, classed by page type), side menu
 * and footer, each shown as the route's frame says.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  const frame = route?.frame ?? 'full';
  return (
    <LoginFirstGuard>
      <div className={`layout layout-${frame}`}>
        {frame !== 'bare' && (
          <Header isHome={route?.name === 'home'} isGamePage={route?.game ?? false} account={<HeaderAccount />} />
        )}
        {frame === 'full' && route?.banner && <BannerCarousel group={route.banner} />}
        <main key={pathname} className={`page page-${route?.name ?? 'not-found'} fade-in`}>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Later>
              <RoutePage />
            </Later>
          </Suspense>
        </main>
        {frame === 'full' && (
          <Later>
            <RightBar />
          </Later>
        )}
        {frame === 'full' && (
          <Later>
            <Footer />
          </Later>
        )}
        <AuthModals />
        <OnDemandPanels />
      </div>
    </LoginFirstGuard>
  );
}
