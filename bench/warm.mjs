// Warming a load until it runs warm, before it is measured (hotpath.mjs, catalogue.mjs).

/**
 * Runs `load(seconds)` (an autocannon run) unmeasured in 3-s rounds until its rate stops rising: a
 * round within 3 % of the one before, or below it; at least two rounds, at most ten. The server's
 * code on a request's path is compiled by V8 as it runs hot: after a 2-s warm-up its first 5-s
 * balance run took 90 µs of CPU a request and its sixth 60 µs (seen on one machine), where the bare
 * route, a few functions, is warm within a second. Subject and control are warmed alike.
 */
export async function warm(label, load) {
  let last = 0;
  for (let round = 1; round <= 10; round++) {
    const result = await load(3);
    const rate = result['2xx'] / result.duration;
    if (round >= 2 && rate <= last * 1.03) {
      console.log(`  ${label} warm after ${round * 3} s (${rate.toFixed(0)}/s)`);
      return;
    }
    last = rate;
  }
  console.log(`  ${label} still rising after 30 s (${last.toFixed(0)}/s)`);
}
