// The storm's other client (storm.mjs): reads `GET me` one request after another and times each, and now and
// then tries a sign-in of its own to see how a refused one is answered (503 with Retry-After).
import { parentPort, workerData } from 'node:worker_threads';
import { percentile } from './support.mjs';

const { base, idToken, seconds, email, password } = workerData;
const latencies = [];
let failures = 0;
let refused = 0;
let refusedWithRetryAfter = 0;
const deadline = Date.now() + seconds * 1000;
while (Date.now() < deadline) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${idToken}` } });
  await response.arrayBuffer();
  latencies.push(performance.now() - started);
  if (!response.ok) failures++;
  if (latencies.length % 20 === 0) {
    const signIn = await fetch(`${base}/api/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
      body: JSON.stringify({ email, password }),
    });
    await signIn.arrayBuffer();
    if (signIn.status === 503) {
      refused++;
      if (signIn.headers.get('retry-after')) refusedWithRetryAfter++;
    }
  }
}
latencies.sort((a, b) => a - b);
parentPort.postMessage({
  count: latencies.length,
  failures,
  p99: percentile(latencies, 99),
  max: latencies.at(-1) ?? 0,
  refused,
  refusedWithRetryAfter,
});
