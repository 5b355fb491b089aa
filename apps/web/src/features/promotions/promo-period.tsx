import { useBrandTime } from '../../lib/brand-clock.ts';

/** When a promotion runs, as days on the brand's clock. */
export function PromoPeriod({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const time = useBrandTime();
  return (
    <span className="promo-period">
      <time dateTime={startsAt}>{time(startsAt).slice(0, 10)}</time>
      {' – '}
      <time dateTime={endsAt}>{time(endsAt).slice(0, 10)}</time>
    </span>
  );
}
