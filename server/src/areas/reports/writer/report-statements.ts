// What both engines' report writers send alike: the columns of a new report and the upserts' ON
// CONFLICT parts (SQLite reads a batch's rows with json_each, PostgreSQL with unnest).
import { CATEGORY_COLUMNS, type NewReport } from './report-batch';

/** The columns a new report is inserted with (its status is 'open', the rest empty). */
export const REPORT_COLUMNS = [
  'id',
  'reporter_id',
  'reporter_name',
  'reported_id',
  'reported_name',
  'category',
  'text',
  'server_id',
  'place_id',
  'date',
  'received_at',
  'excess',
] as const satisfies readonly (keyof NewReport)[];

/** A pair's open reports add up. */
export const PAIR_ON_CONFLICT = 'ON CONFLICT (reported_id, reporter_id) DO UPDATE SET open = report_reporters.open + excluded.open';

/** The ON CONFLICT part of a queue row's upsert: counts add up, the newest report's name is kept. */
export const QUEUE_ON_CONFLICT = `ON CONFLICT (reported_id) DO UPDATE SET
    open = report_queue.open + excluded.open,
    reporters = report_queue.reporters + excluded.reporters,
    ${CATEGORY_COLUMNS.map((c) => `${c} = report_queue.${c} + excluded.${c}`).join(',\n    ')},
    oldest_at = CASE WHEN excluded.oldest_at < report_queue.oldest_at THEN excluded.oldest_at ELSE report_queue.oldest_at END,
    newest_at = CASE WHEN excluded.newest_at > report_queue.newest_at THEN excluded.newest_at ELSE report_queue.newest_at END,
    reported_name = CASE WHEN excluded.newest_at >= report_queue.newest_at THEN excluded.reported_name ELSE report_queue.reported_name END`;

export const QUEUE_INSERT_COLUMNS = `reported_id, reported_name, open, reporters, oldest_at, newest_at, ${CATEGORY_COLUMNS.join(', ')}`;
