// The attacker's side of the appeal look-up flood, on a thread of its own: a real flood comes from
// other machines, so its requests and answers must not hold up the event loop that times the staff
// screens. Plain JavaScript, so the thread needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, known, wave: WAVE, everyMs } = workerData;
const SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const guess = () => Array.from({ length: 12 }, () => SYMBOLS[Math.floor(Math.random() * 32)]).join('');
/** The n-th distinct client address of the flood (10.0.0.0/8, never the loopback). */
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const samples = [];
const statuses = {};
let sent = 0;
let waves = 0;
let flooding = true;

async function lookup(n, record) {
  const code = n % 10 === 0 && known.length > 0 ? known[(n / 10) % known.length] : guess();
  const start = performance.now();
  let status;
  try {
    const res = await fetch(`${baseUrl}/api/appeals/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address(n) },
      body: JSON.stringify({ code }),
    });
    await res.arrayBuffer();
    status = res.status;
  } catch {
    status = 0;
  }
  if (!record) return;
  samples.push(performance.now() - start);
  statuses[status] = (statuses[status] ?? 0) + 1;
}

async function wave(record) {
  const first = sent;
  sent += WAVE;
  await Promise.all(Array.from({ length: WAVE }, (_, i) => lookup(first + i, record)));
}

parentPort.on('message', (message) => {
  if (message === 'stop') flooding = false;
});

// Untimed, as every scenario's first runs are: the connections a proxy in front of the console
// keeps open to it (the flood's client stands in for that proxy) are opened here.
await wave(false);
parentPort.postMessage({ type: 'ready' });
while (flooding || waves === 0) {
  const started = performance.now();
  waves++;
  await wave(true);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (performance.now() - started))));
}
parentPort.postMessage({ type: 'done', samples, statuses, waves });
