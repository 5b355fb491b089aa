import { lazy, Suspense } from 'react';
import { useUi } from '../../../lib/ui-store.ts';
import type { ChartSpec } from './chart-spec.ts';

// The chart library loads with the first chart, not with the site or the centre's menu.
const UplotChart = lazy(() => import('./uplot-chart.tsx'));

/** A figure with its chart, named for assistive tech; the figures are also in the table beside it. */
export function Chart({ spec, caption }: { spec: ChartSpec; caption: string }) {
  // The canvas takes its colours from the theme when drawn: a new theme draws it again.
  const theme = useUi((state) => state.theme);
  return (
    <figure className="agent-chart" aria-label={spec.label}>
      <Suspense fallback={<div className="agent-chart-canvas agent-chart-loading" aria-busy="true" />}>
        <UplotChart key={theme} spec={spec} />
      </Suspense>
      <figcaption className="visually-hidden">{caption}</figcaption>
    </figure>
  );
}
