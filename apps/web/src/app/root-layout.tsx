import { Suspense } from 'react';
import { AuthModals } from '../features/auth/auth-modals.tsx';
import { HeaderAccount } from '../features/auth/header-account.tsx';
import { useLocation } from '../lib/router/router.tsx';
import { BannerCarousel, FirstBanner } from '../shell/banner/banner-carousel.tsx';
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
          // In a task of its own; meanwhile the band the server's first screen drew at the header's height.
          <Later fallback={<div className="boot-screen-bar" aria-hidden="true" />}>
            <Header isHome={route?.name === 'home'} isGamePage={route?.game ?? false} account={<HeaderAccount />} />
          </Later>
        )}
        {frame === 'full' && route?.banner && (
          // A task later again; meanwhile the first banner, as the server's first screen painted it.
          <Later fallback={<FirstBanner group={route.banner} />}>
            <BannerCarousel group={route.banner} />
          </Later>
        )}
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
