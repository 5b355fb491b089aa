// Measuring loads that are compared with each other in turns, so the machine's drift weighs on all alike
// (hotpath.mjs, catalogue.mjs).

/**
 * Runs each load, then each again in reverse order (a b c, c b a); answers each load's two results,
 * in the order given. The machine's speed drifts during a run (seen: the bare route anywhere from
 * 18,000 to 40,000/s within minutes on one virtual machine); taken this way a steady drift weighs
 * on every load alike. With two: subject, control, control, subject.
 */
export async function inTurns(...loads) {
  const first = [];
  for (const load of loads) first.push(await load());
  const second = [];
  for (const load of [...loads].reverse()) second.unshift(await load());
  return loads.map((_, i) => [first[i], second[i]]);
}

/** Two autocannon runs read as one: their 2xx over their time together, the larger of each latency. */
export const both = (a, b) => ({
  '2xx': a['2xx'] + b['2xx'],
  duration: a.duration + b.duration,
  latency: { p50: Math.max(a.latency.p50, b.latency.p50), p99: Math.max(a.latency.p99, b.latency.p99) },
});
