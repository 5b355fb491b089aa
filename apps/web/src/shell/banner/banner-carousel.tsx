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
