// The CSV response of the log exports: a byte stream pulled by the HTTP response. The next chunk
// of rows is read from the database only when the client has taken the previous one (Node's
// back-pressure through Readable.from), so a slow download holds one chunk in memory, not the log.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, type CsvCell, csvRow } from '@staff-console/domain';

/** An export's columns: the header row, and one row's cells in the same order. */
export interface CsvTable<R> {
  header: readonly string[];
  cells(row: R): CsvCell[];
}

/** BOM and header first, then one buffer per chunk of rows. */
export function csvStream<R>(table: CsvTable<R>, chunks: AsyncIterable<R[]>): Readable {
  async function* bytes(): AsyncGenerator<Buffer, void, undefined> {
    yield Buffer.from(CSV_BOM + csvRow(table.header), 'utf8');
    for await (const rows of chunks) {
      let text = '';
      for (const row of rows) text += csvRow(table.cells(row));
      yield Buffer.from(text, 'utf8');
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}

export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable): FastifyReply {
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(stream);
}
