import type { Paytable, Volatility } from './paytable-types.ts';
import { HIGH } from './paytables/high.ts';
import { LOW } from './paytables/low.ts';
import { MEDIUM } from './paytables/medium.ts';

export const PAYTABLES: Readonly<Record<Volatility, Paytable>> = { low: LOW, medium: MEDIUM, high: HIGH };
