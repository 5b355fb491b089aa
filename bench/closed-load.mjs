// A closed load of rounds made of several requests (bench/house-bets.mjs): each connection plays
// one round after another, a round being whatever requests its function sends, in order, each
// waiting for the answer before it (a bet then its win; a mines start, a reveal, a cash-out).
import http from 'node:http';
import { percentile } from './percentile.mjs';

/**
 * A kept-alive HTTP/1.1 client of one connection: `send(method, url, headers, body)` answers
 * { status, text, ms }. Every answer is read whole (the next step of a round may need it).
 */
export function connection() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method, url, headers = {}, body = undefined) =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.request(url, { method, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', () => resolve({ status: 0, text: '', ms: performance.now() - started }));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      });
      request.setTimeout(60_000, () => request.destroy());
      request.on('error', () => resolve({ status: 0, text: '', ms: performance.now() - started }));
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * Runs `connections` loops for `seconds`; loop i calls `round(i, call)` again and again, where
 * `call(method, url, headers, body)` sends one request on loop i's connection and records it.
 * A round answers false (or throws) when it failed. Answers per second the requests (2xx and
 * not), the rounds played whole, with p50/p99 of a request and of a round, in ms.
 */
export async function closedLoad({ connections, seconds, round }) {
  const requestMs = [];
  const roundMs = [];
  let ok = 0;
  let non2xx = 0;
  let rounds = 0;
  let failedRounds = 0;
  const failures = new Map();
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const link = connection();
      const call = async (method, url, headers, body) => {
        const answer = await link.send(method, url, headers, body);
        requestMs.push(answer.ms);
        if (answer.status >= 200 && answer.status < 300) ok++;
        else {
          non2xx++;
          const code = /"code":"([^"]+)"/.exec(answer.text)?.[1] ?? '';
          const key = `${answer.status}${code ? ` ${code}` : ''}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        return answer;
      };
      try {
        while (performance.now() < until) {
          const t = performance.now();
          const played = await round(i, call).catch((error) => {
            const key = `error ${error.message}`.slice(0, 80);
            failures.set(key, (failures.get(key) ?? 0) + 1);
            return false;
          });
          if (played === false) failedRounds++;
          else {
            rounds++;
            roundMs.push(performance.now() - t);
          }
        }
      } finally {
        link.close();
      }
    }),
  );
  const duration = (performance.now() - started) / 1000;
  requestMs.sort((a, b) => a - b);
  roundMs.sort((a, b) => a - b);
  const ms = (list, share) => Number((percentile(list, share) ?? 0).toFixed(1));
  return {
    duration,
    requests: ok + non2xx,
    ok,
    non2xx,
    rounds,
    failedRounds,
    failures: [...failures].map(([key, count]) => `${count} × ${key}`).join(', '),
    requestRate: ok / duration,
    roundRate: rounds / duration,
    request: { p50: ms(requestMs, 0.5), p99: ms(requestMs, 0.99) },
    round: { p50: ms(roundMs, 0.5), p99: ms(roundMs, 0.99) },
  };
}
