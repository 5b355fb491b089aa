// Requests at a fixed rate whatever the answers (an open load): latency measured at a rate.
import http from 'node:http';
import { percentile } from './percentile.mjs';

const WAIT_AFTER_MS = 30_000;

/**
 * Sends `rate` requests a second to `url` for `seconds`, the i-th due at start + i / rate, through
 * up to `connections` kept-alive connections, whatever the answers. autocannon's rate is a quota per
 * connection and second, sent as fast as it goes and then paused: bursts, and a connection count
 * that caps what it offers. Here each latency runs from the moment its request was due, so a server
 * that falls behind is charged the queue it builds (no coordinated omission); a request whose
 * connection stays silent for the run's length and 30 s more counts as an error.
 *
 * `next()` gives each request's { method, headers, body }. Answers the rate asked, the 2xx answered
 * per second (over the run, or until the last answer when that came later), the non-2xx answers,
 * the errors, and the p50 and p99 latency in ms.
 */
export async function openLoad({ url, rate, seconds, connections = 64, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let lastAnswer = 0;
  const start = performance.now();

  const send = (due) =>
    new Promise((resolve) => {
      let settled = false;
      const failed = () => {
        if (settled) return;
        settled = true;
        errors++;
        resolve();
      };
      const { method, headers, body } = next();
      const request = http.request(url, { method, headers, agent }, (response) => {
        response.resume();
        response.on('error', failed);
        response.on('end', () => {
          if (settled) return;
          settled = true;
          lastAnswer = performance.now();
          latencies.push(lastAnswer - due);
          if (response.statusCode >= 200 && response.statusCode < 300) ok++;
          else non2xx++;
          resolve();
        });
      });
      // A request cut off by the timeout ends as an error, whether or not its answer had begun.
      request.setTimeout(WAIT_AFTER_MS + seconds * 1000, () => {
        request.destroy();
        failed();
      });
      request.on('error', failed);
      request.end(body);
    });

  const answers = [];
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (answers.length < due) answers.push(send(start + (answers.length * 1000) / rate));
      if (answers.length < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(answers);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const runMs = Math.max(seconds * 1000, lastAnswer - start);
  return {
    asked: rate,
    answered: (ok * 1000) / runMs,
    non2xx,
    errors,
    latency: { p50: Math.round(percentile(latencies, 0.5) ?? 0), p99: Math.round(percentile(latencies, 0.99) ?? 0) },
  };
}
