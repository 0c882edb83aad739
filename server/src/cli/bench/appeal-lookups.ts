// The public appeal page under a flood: a wave of 1,000 code look-ups at once every three seconds,
// each from an address of its own (the bench's server trusts the loopback proxy, so X-Forwarded-For names the client),
// most with guessed codes and some with real ones, while the staff screens are timed. Every
// look-up must be answered or refused within 1 s (p95); the screens keep their goals.
import { formatAppealCode } from '@staff-console/domain';
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

const SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const guess = () => Array.from({ length: 12 }, () => SYMBOLS[Math.floor(Math.random() * 32)]).join('');

/** The n-th distinct client address of the flood (10.0.0.0/8, never the loopback). */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function appealLookupFlood(baseUrl: string, database: Database, screens: Scenario[], runs: number, intervalMs: number): Promise<LookupFlood> {
  const known = (await database.db.selectFrom('sanctions').select('appeal_code').where('appeal_code', 'is not', null).limit(100).execute()).map((r) =>
    formatAppealCode(r.appeal_code!),
  );
  const samples: number[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  let waves = 0;
  let flooding = true;
  const lookup = async (n: number, record: boolean) => {
    const code = n % 10 === 0 && known.length > 0 ? known[(n / 10) % known.length]! : guess();
    const start = performance.now();
    let status: number;
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
  };
  const wave = async (record: boolean) => {
    const first = sent;
    sent += LOOKUP_WAVE;
    await Promise.all(Array.from({ length: LOOKUP_WAVE }, (_, i) => lookup(first + i, record)));
  };
  // Untimed, as every scenario's first runs are: the connections a proxy in front of the console
  // keeps open to it (the bench's client stands in for that proxy) are opened here.
  await wave(false);
  const flood = (async () => {
    while (flooding || waves === 0) {
      const started = performance.now();
      waves++;
      await wave(true);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, WAVE_EVERY_MS - (performance.now() - started))));
    }
  })();
  const timed: LookupFlood['screens'] = [];
  try {
    for (const scenario of screens) timed.push({ scenario, timing: await timeMany(scenario.run, runs, undefined, intervalMs) });
  } finally {
    flooding = false;
    await flood;
  }
  return { lookups: summarize(samples), statuses, waves, screens: timed };
}
