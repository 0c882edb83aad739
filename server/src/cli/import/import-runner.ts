// Streams log files into the database: records are split from the text as it is read, validated
// one by one with the ingest API's rules, and stored in batches of one transaction each. Killing
// the process loses at most the batch in flight (rolled back); running again skips what is stored.
import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { IngestKind } from '@staff-console/domain';
import { prepareEvent, type RowRules, type RowsByKind, type Batch } from '../../areas/ingest';
import { type BatchWriter, WritePipeline } from './batch-writer';
import { JsonRecordSplitter, RecordSyntaxError, type SourceRecord } from './json-records';
import type { Progress } from './progress';

export interface ImportOptions {
  kind: IngestKind;
  /** Where batches go (see batch-writer.ts); each batch is one transaction. */
  writer: BatchWriter;
  /** Paths; '-' reads standard input. */
  files: string[];
  skipInvalid: boolean;
  batchSize: number;
  progress?: Progress;
  /** Standard input (for '-'); defaults to process.stdin. */
  stdin?: Readable;
  /** Set `stop` to finish the batch in hand and end early (Ctrl-C). */
  control?: { stop: boolean };
  /** Called for each skipped record (with --skip-invalid). */
  onSkip?: (where: string, reason: string) => void;
  /** The configuration's rules for derived values (the lopsided-trade thresholds). */
  rules?: RowRules;
}

export interface ImportSummary {
  read: number;
  accepted: number;
  duplicates: number;
  invalid: number;
  seconds: number;
  interrupted: boolean;
}

/** A record that stops the import: where it is and why. */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
    readonly stored: number,
  ) {
    super(`${file}${line !== undefined ? `:${line}` : ''}: ${reason}`);
  }
}

const READ_ERRORS = new Set(['ENOENT', 'EACCES', 'EPERM', 'EISDIR', 'ENOTDIR', 'EIO', 'EMFILE']);

const displayName = (file: string) => (file === '-' ? '<stdin>' : file);

export async function importFiles(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const summary: ImportSummary = { read: 0, accepted: 0, duplicates: 0, invalid: 0, seconds: 0, interrupted: false };
  const now = Date.now();
  const totalBytes = options.files.includes('-') ? undefined : options.files.reduce((sum, f) => sum + statSync(f).size, 0);
  let bytesBefore = 0;
  let rows: RowsByKind[IngestKind][] = [];
  // While a batch is being written (in the worker thread, or by PostgreSQL), the next is parsed.
  const pipeline = new WritePipeline(options.writer, (result) => {
    summary.accepted += result.accepted;
    summary.duplicates += result.duplicates;
  });
  const flush = async () => {
    if (rows.length === 0) return;
    const batch = { kind: options.kind, rows } as Batch;
    rows = [];
    await pipeline.submit(batch);
  };
  const settle = async () => {
    await flush();
    await pipeline.drain();
  };

  for (const file of options.files) {
    const name = displayName(file);
    const stream = file === '-' ? (options.stdin ?? process.stdin) : createReadStream(file, { highWaterMark: 1 << 20 });
    stream.setEncoding('utf8');
    const splitter = new JsonRecordSplitter();

    const handle = async (records: SourceRecord[]) => {
      for (const record of records) {
        summary.read += 1;
        let reason: string | undefined;
        let value: unknown;
        try {
          value = JSON.parse(record.text);
        } catch (error) {
          reason = `not valid JSON (${error instanceof Error ? error.message : 'unreadable'})`;
        }
        if (reason === undefined) {
          const prepared = prepareEvent(options.kind, value, now, record.text, options.rules);
          if (prepared.ok) rows.push(prepared.row);
          else reason = prepared.field ? `${prepared.field}: ${prepared.error}` : prepared.error;
        }
        if (reason !== undefined) {
          if (!options.skipInvalid) {
            await settle();
            throw new ImportError(name, record.line, reason, summary.accepted + summary.duplicates);
          }
          summary.invalid += 1;
          options.onSkip?.(`${name}:${record.line}`, reason);
        }
        if (rows.length >= options.batchSize) await flush();
      }
    };

    try {
      for await (const chunk of stream as AsyncIterable<string>) {
        await handle(splitter.push(chunk));
        const bytes = bytesBefore + ((stream as { bytesRead?: number }).bytesRead ?? 0);
        options.progress?.update({ count: summary.read, bytes, totalBytes });
        if (options.control?.stop) {
          summary.interrupted = true;
          break;
        }
      }
      if (!summary.interrupted) await handle(splitter.end());
    } catch (error) {
      if (error instanceof RecordSyntaxError) {
        await settle();
        throw new ImportError(name, error.line, error.message, summary.accepted + summary.duplicates);
      }
      if (error instanceof ImportError) throw error;
      if (error instanceof Error && 'code' in error && READ_ERRORS.has(String(error.code))) {
        throw new ImportError(name, undefined, `cannot read the file (${error.message})`, summary.accepted + summary.duplicates);
      }
      throw error;
    } finally {
      if (file !== '-') stream.destroy();
    }
    bytesBefore += (stream as { bytesRead?: number }).bytesRead ?? 0;
    if (summary.interrupted) break;
  }
  await settle();
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}
