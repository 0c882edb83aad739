// Puts generated demo logs somewhere: straight into a database through the bulk writers (the demo,
// benchmarks), or into NDJSON files for the import CLI.
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { IngestKind } from '@staff-console/domain';
import type { Database } from '../../db/database';
import { prepareEvent, type RowRules, type RowsByKind, type Batch } from '../../areas/ingest';
import { batchWriter, WritePipeline } from '../import/batch-writer';
import { type DemoOptions, type DemoSizes, eventStreams, type EventStreams } from './demo-data';

export type DemoProgress = (kind: IngestKind, done: number, total: number) => void;

/** Players first, so the leaderboards exist before the logs that name them. */
const ORDER: readonly IngestKind[] = ['players', 'chat', 'trades', 'marketplace'];

const sizeOf = (sizes: DemoSizes, kind: IngestKind): number => (kind === 'trades' ? sizes.trades : sizes[kind]);

function maker(streams: EventStreams, kind: IngestKind): (i: number) => Record<string, unknown> {
  switch (kind) {
    case 'chat':
      return streams.chat;
    case 'trades':
      return streams.trade;
    case 'marketplace':
      return streams.marketplace;
    case 'players':
      return streams.leaderboard;
  }
}

export interface GenerateOptions extends DemoOptions {
  /** Events per transaction (default 20,000: large batches keep the FTS index cheap to maintain). */
  batchSize?: number;
  /** SQLite: write in a worker thread while this one generates (needs a loader for .ts workers, e.g. tsx). */
  parallel?: boolean;
  /** The configuration's rules for derived values (the lopsided-trade thresholds). */
  rules?: RowRules;
}

/**
 * Generates `sizes` events of each kind and stores them as ingestion would (validation, derived
 * values, identities, FTS, Filter Warnings, counters), one transaction per batch; while one batch
 * is written the next is generated. Returns how many rows of each kind were new.
 */
export async function generateInto(
  database: Database,
  sizes: DemoSizes,
  onProgress?: DemoProgress,
  options: GenerateOptions = {},
): Promise<Record<IngestKind, number>> {
  const streams = eventStreams(sizes, options);
  const batchSize = options.batchSize ?? 20_000;
  const now = Date.now();
  const stored: Record<IngestKind, number> = { chat: 0, trades: 0, marketplace: 0, players: 0 };
  const writer = batchWriter(database, { parallel: options.parallel });
  try {
    for (const kind of ORDER) {
      const total = sizeOf(sizes, kind);
      const make = maker(streams, kind);
      let done = 0;
      const pipeline = new WritePipeline(writer, (result, batch) => {
        stored[kind] += result.accepted;
        done += batch.rows.length;
        onProgress?.(kind, done, total);
      });
      for (let start = 0; start < total; start += batchSize) {
        const rows: RowsByKind[IngestKind][] = [];
        const end = Math.min(total, start + batchSize);
        for (let i = start; i < end; i += 1) {
          const prepared = prepareEvent(kind, make(i), now, undefined, options.rules);
          if (!prepared.ok) throw new Error(`generated ${kind} event ${i} is invalid: ${prepared.field} ${prepared.error}`);
          rows.push(prepared.row);
        }
        await pipeline.submit({ kind, rows } as Batch);
      }
      await pipeline.drain();
    }
  } finally {
    await writer.close();
  }
  return stored;
}

/** Writes `<kind>.ndjson` files into `dir` (backpressure-aware, constant memory); returns their paths. */
export async function writeNdjsonFiles(dir: string, sizes: DemoSizes, onProgress?: DemoProgress, options: DemoOptions = {}): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const streams = eventStreams(sizes, options);
  const files: string[] = [];
  for (const kind of ORDER) {
    const total = sizeOf(sizes, kind);
    if (total === 0) continue;
    const file = path.join(dir, `${kind}.ndjson`);
    const out = createWriteStream(file);
    const make = maker(streams, kind);
    for (let start = 0; start < total; start += 1000) {
      const end = Math.min(total, start + 1000);
      let text = '';
      for (let i = start; i < end; i += 1) text += JSON.stringify(make(i)) + '\n';
      if (!out.write(text)) await once(out, 'drain');
      if (end % 100_000 === 0 || end === total) onProgress?.(kind, end, total);
    }
    out.end();
    await once(out, 'finish');
    files.push(file);
  }
  return files;
}
