// The game server an exported chat line, trade or purchase happened in: two columns after the id,
// the same in every log's CSV, each an empty cell when the game did not send it.
import type { ServerColumns } from '../db/server-columns';
import type { CsvTable } from './csv.stream';

/** A log's table with `Server` (the JobId) and `Place` (the place id, as stored text) added at the end. */
export const withServerColumns = <R extends ServerColumns>(table: CsvTable<R>): CsvTable<R> => ({
  header: [...table.header, 'Server', 'Place'],
  cells: (row) => {
    // Added to the row's own fresh array: no copy per row on an export of millions.
    const cells = table.cells(row);
    cells.push(row.server_id, row.place_id);
    return cells;
  },
});
