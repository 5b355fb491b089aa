/**
 * A fetch that loses answers: with probability `rate` the request reaches the
 * wallet (and is applied there) but the caller sees a timeout, so it retries
 * with the same transactionId. Half of the lost answers are lost at once while
 * the request is still in flight, so the retry races the original.
 */
export function lossyFetch(rate: number, random: () => number, onLoss: () => void = () => {}): typeof fetch {
  return async (input, init) => {
    if (random() >= rate) return fetch(input, init);
    onLoss();
    const original = fetch(input, init);
    if (random() < 0.5) {
      await original.then((response) => response.arrayBuffer()).catch(() => {});
    } else {
      original.then((response) => response.arrayBuffer()).catch(() => {});
    }
    throw Object.assign(new Error('simulated timeout: the answer was lost'), { name: 'TimeoutError' });
  };
}

/** A small seeded generator (mulberry32), so a failing storm can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
