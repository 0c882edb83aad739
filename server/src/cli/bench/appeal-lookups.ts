// The public appeal page under a flood: a wave of 1,000 code look-ups at once every three seconds,
// sent from a thread of its own (appeal-flood.worker.mjs), each from an address of its own (the
// bench's server trusts the loopback proxy, so X-Forwarded-For names the client), most with guessed codes and some with real ones, while the staff screens are timed. Every
// look-up must be answered or refused within 1 s (p95); the screens keep their goals.
import { formatAppealCode } from '@staff-console/domain';
import { Worker } from 'node:worker_threads';
import type { Database } from '../../db/database';
import type { Scenario } from './scenario-types';
import { summarize, type Timing, timeMany } from './stats';

export const LOOKUP_WAVE = 1_000;
/** A wave starts every three seconds (or as soon as the last one is answered, if later): a burst of 1,000 again and again while the screens are timed. */
export const WAVE_EVERY_MS = 3_000;

export interface LookupFlood {
  lookups: Timing;
  statuses: Record<string, number>;
  waves: number;
  screens: { scenario: Scenario; timing: Timing }[];
}

const FLOOD_WORKER = new URL('./appeal-flood.worker.mjs', import.meta.url);

interface FloodDone {
  type: 'done';
  samples: number[];
  statuses: Record<string, number>;
  waves: number;
}

export async function appealLookupFlood(baseUrl: string, database: Database, screens: Scenario[], runs: number, intervalMs: number): Promise<LookupFlood> {
  const known = (await database.db.selectFrom('sanctions').select('appeal_code').where('appeal_code', 'is not', null).limit(100).execute()).map((r) =>
    formatAppealCode(r.appeal_code!),
  );
  // The flood runs on a thread of its own: sending and reading 1,000 requests at once would
  // otherwise delay this thread's timers and make the screens look slower than the server is.
  const worker = new Worker(FLOOD_WORKER, { workerData: { baseUrl, known, wave: LOOKUP_WAVE, everyMs: WAVE_EVERY_MS } });
  const done = new Promise<FloodDone>((resolve, reject) => {
    worker.on('message', (message: { type: string }) => {
      if (message.type === 'done') resolve(message as FloodDone);
    });
    worker.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: { type: string }) => message.type === 'ready' && resolve());
    worker.once('error', reject);
  });
  const timed: LookupFlood['screens'] = [];
  try {
    for (const scenario of screens) timed.push({ scenario, timing: await timeMany(scenario.run, runs, undefined, intervalMs) });
  } finally {
    worker.postMessage('stop');
  }
  const { samples, statuses, waves } = await done;
  await worker.terminate();
  return { lookups: summarize(samples), statuses, waves, screens: timed };
}
