import { lazy, Suspense } from 'react';
import type { ChartSpec } from './chart-spec.ts';

// The chart library loads with the first chart, not with the site or the centre's menu.
const UplotChart = lazy(() => import('./uplot-chart.tsx'));

/** A figure with its chart, named for assistive tech; the figures are also in the table beside it. */
export function Chart({ spec, caption }: { spec: ChartSpec; caption: string }) {
  return (
    <figure className="agent-chart" aria-label={spec.label}>
      <Suspense fallback={<div className="agent-chart-canvas agent-chart-loading" aria-busy="true" />}>
        <UplotChart spec={spec} />
      </Suspense>
      <figcaption className="visually-hidden">{caption}</figcaption>
    </figure>
  );
}
