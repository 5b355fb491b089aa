import { attacks } from './attacks.ts';
import { flows } from './flows.ts';
import { refusals } from './refusals.ts';
import type { Scenario } from './scenario.ts';
import { storm } from './storm.ts';

/** The whole checklist, in the order a partner's certification runs it: flows, refusals, attacks, the storm. */
export const SCENARIOS: readonly Scenario[] = [...flows, ...refusals, ...attacks, storm];
