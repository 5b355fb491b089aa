import type { BannerGroup } from '@arcadia/contracts';
import { BannerSlides } from './banner-slides.tsx';
import { useBanners } from './get-banners.ts';

/** The banners of the current route's group; nothing at all when the group has none. */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const { data } = useBanners(group);
  if (!data?.length) return null;
  // A new group starts again at its first slide.
  return <BannerSlides key={group} banners={data} />;
}

/**
 * The group's first banner as a still image where the carousel draws it, the same image the
 * server's first screen painted: it holds the place while the carousel waits its turn to render.
 */
export function FirstBanner({ group }: { group: BannerGroup }) {
  const first = useBanners(group).data?.[0];
  if (!first) return null;
  return (
    <div className="banner" aria-hidden="true">
      <img className="boot-screen-banner" src={first.url} alt="" />
    </div>
  );
}
