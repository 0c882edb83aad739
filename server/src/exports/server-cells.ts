// The game server an exported chat line, trade or purchase happened in: two columns after the id,
// the same in every log's CSV, each an empty cell when the game did not send it.
import type { ServerColumns } from '../db/server-columns';
import type { CsvCell } from '@staff-console/domain';

export const SERVER_CSV_HEADER = ['Server', 'Place'] as const;

/** The JobId and the place id as stored (text: a place id keeps every digit). */
export const serverCsvCells = (row: ServerColumns): CsvCell[] => [row.server_id, row.place_id];
