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
