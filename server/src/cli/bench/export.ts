// Bench hook for the goal "a CSV export of 1,000,000 chat rows streams in constant memory":
// streams GET /api/chat/export through HTTP as a browser would, throws the bytes away, counts the
// records, and watches the server's memory meanwhile.
import { anonMiB, rssMiB, rssSampler } from './server-process';

export interface ExportMeasure {
  /** Data records (the header row not counted). */
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** The server's resident memory just before the export started. */
  rssBeforeMiB: number;
  /** The highest resident memory seen while the export streamed (sampled every 100 ms). */
  rssPeakMiB: number;
  /** The process's lifetime high-water mark at the end (includes anything before the export). */
  rssHighWaterMiB: number;
  /**
   * The highest anonymous memory (heap, buffers) seen meanwhile: the figure that must stay flat.
   * RSS also counts SQLite's memory-mapped database file, which grows with the pages read and is
   * page cache the kernel can take back, not memory the export holds.
   */
  anonPeakMiB: number;
  anonBeforeMiB: number;
}

const LF = 0x0a;
const QUOTE = 0x22;

/** Streams the whole export (`query` as for the list, e.g. `search=gg`) and measures it. */
export async function measureExport(baseUrl: string, token: string, pid: number, query = ''): Promise<ExportMeasure> {
  const rssBeforeMiB = rssMiB(pid);
  let rssPeakMiB = rssBeforeMiB;
  const anonBeforeMiB = anonMiB(pid);
  let anonPeakMiB = anonBeforeMiB;
  const watch = setInterval(() => {
    rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid));
    anonPeakMiB = Math.max(anonPeakMiB, anonMiB(pid));
  }, 100);
  const sampler = rssSampler(pid);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const res = await fetch(`${baseUrl}/api/chat/export${query ? `?${query}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    // A record ends at a LF outside quotes (a message may hold line breaks inside its quoted
    // field). Neither byte occurs inside a multi-byte UTF-8 character, so bytes can be scanned.
    let quoted = false;
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && !quoted) lines += 1;
      }
    }
  } finally {
    clearInterval(watch);
  }
  const seconds = (performance.now() - started) / 1000;
  const rssHighWaterMiB = sampler.stop();
  rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid));
  const rows = Math.max(0, lines - 1);
  return { rows, bytes, seconds, rowsPerSecond: rows / Math.max(seconds, 1e-9), rssBeforeMiB, rssPeakMiB, rssHighWaterMiB, anonBeforeMiB, anonPeakMiB };
}
