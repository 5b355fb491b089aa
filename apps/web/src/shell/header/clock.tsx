import { CLOCK_REFRESH_MS } from '@arcadia/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { formatClock, formatGmtOffset } from './clock-format.ts';
import { ClockIcon } from './icons.tsx';

/** The brand's GMT offset and its current time, ticking every second. */
export function Clock() {
  const { t } = useTranslation('header');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <span className="header-clock">
      <ClockIcon />
      <span className="header-gmt" title={t('timezone')}>
        {formatGmtOffset(offset)}
      </span>
      <span role="timer" aria-label={t('clock')} data-testid="clock" className="header-time">
        {formatClock(now, offset)}
      </span>
    </span>
  );
}
