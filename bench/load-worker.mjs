// The load generator of bench/measure.ts, in a worker thread: its work and its timers run beside
// the servers' event loop, not on it, so a server's latency is its own and a steady rate stays
// steady however busy the servers are. The process is still one, so the CPU time per request
// counts the generator with the servers. Plain JavaScript: a worker thread does not inherit the
// TypeScript loader of the bench run.
//
// Two kinds of run:
// - as fast as the server answers (no overallRate): autocannon, `connections` connections each
//   sending its next request when the last is answered;
// - at a steady rate (overallRate): requests sent at evenly spaced moments, 1/rate apart, over
//   at most `connections` kept-alive connections. autocannon's own rate limit sends each second's
//   quota back to back at the start of the second, so its "300 req/s" is a burst of 300 at full
//   speed followed by a pause, and its latencies are those of a saturated server. Each time here is
//   counted from the moment the request was due, not from when a free connection sent it, so a
//   server that falls behind shows its queue in the figures (no coordinated omission).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** How long the steady run waits for answers still on their way when its time is up. */
const DRAIN_MS = 10_000;

/** @type {import('autocannon').Instance | undefined} */
let instance;
let stopped = false;
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  stopped = true;
  // autocannon gives its tracker stop() only once the warm-up is over; measure.ts asks again on 'start'.
  if (typeof instance?.stop === 'function') instance.stop();
});

/** @param {number[]} times */
function finish(summary, times) {
  const sorted = Float64Array.from(times).sort();
  parentPort.postMessage({ type: 'done', summary, times: sorted }, [sorted.buffer]);
}

function asFastAsAnswered(options) {
  instance = autocannon(options);
  // The returned instance reports the measured phase only (the warm-up has its own tracker).
  /** @type {number[]} */
  const times = [];
  instance.on('start', () => parentPort.postMessage({ type: 'start' }));
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  void Promise.resolve(instance).then((result) => {
    // Off the main thread autocannon keeps no per-second samples (its own workers send them to
    // the thread that adds them up), so the rate is the completed requests over the measured time.
    finish(
      {
        reqPerSec: result.totalCompletedRequests / result.duration,
        completed: result.totalCompletedRequests,
        ok: result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors,
      },
      times,
    );
  });
}

async function steady(options) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.overallRate;
  // completed: requests answered (2xx or not); errors: failed connections and, after the drain,
  // requests never answered, so a server that drops or stalls requests shows it.
  const counts = { completed: 0, ok: 0, non2xx: 0, errors: 0 };
  /** @type {number[]} */
  const times = [];
  let inFlight = 0;
  let recordedInFlight = 0;
  /** Set once the drain is over: answers after it are not recorded. */
  let closed = false;
  let drained = () => {};
  /** When the last recorded answer came: the rate is what was answered by then, queue included. */
  let lastAnswer = 0;

  /** One request due at `due` (performance.now() time); recorded only when `record`. */
  const send = (due, record) => {
    inFlight++;
    if (record) recordedInFlight++;
    let settled = false;
    // A socket that breaks mid-answer can report both the request's and the response's error.
    const done = (status) => {
      if (settled) return;
      settled = true;
      inFlight--;
      if (record && !closed) {
        recordedInFlight--;
        lastAnswer = performance.now();
        if (status === 0) counts.errors++;
        else {
          counts.completed++;
          if (status >= 200 && status < 300) {
            counts.ok++;
            times.push(lastAnswer - due);
          } else counts.non2xx++;
        }
      }
      if (inFlight === 0) drained();
    };
    const request = http.request(options.url, { method: options.method, headers: options.headers, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => done(response.statusCode ?? 0));
      response.on('error', () => done(0));
    });
    request.on('error', () => done(0));
    request.end(options.body);
  };

  /** Sends at the rate for `seconds`; the answers of this phase are recorded when `record`. */
  const phase = async (seconds, record) => {
    const start = performance.now();
    const count = Math.round(seconds * options.overallRate);
    for (let i = 0; i < count && !stopped; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      send(due, record);
    }
    return (performance.now() - start) / 1000;
  };

  await phase(options.warmup?.duration ?? 0, false);
  parentPort.postMessage({ type: 'start' });
  const start = performance.now();
  const sending = await phase(options.duration, true);
  if (inFlight > 0) await Promise.race([new Promise((resolve) => (drained = resolve)), sleep(DRAIN_MS)]);
  // What the drain did not see answered counts as failed; later answers are not recorded.
  counts.errors += recordedInFlight;
  closed = true;
  agent.destroy();
  const seconds = Math.max(sending, (lastAnswer - start) / 1000);
  finish({ reqPerSec: counts.completed / seconds, ...counts }, times);
}

if (workerData.overallRate) void steady(workerData);
else asFastAsAnswered(workerData);
