// Chat Logs as CSV: the columns a moderator reads on the screen, plus the id for reference and the
// game server the line was said in.
import { csvFlag } from '@staff-console/domain';
import type { ChatRow } from './chat.mapping';
import type { CsvTable } from '../../../exports/csv.stream';
import type { LogExport } from '../../../exports/log-export';
import { withServerColumns } from '../../../exports/server-cells';

export const CHAT_CSV: CsvTable<ChatRow> = withServerColumns({
  header: ['Time', 'User ID', 'Player', 'Message', 'Translated Text', 'Filter Warning', 'ID'],
  cells: (row) => [
    new Date(Number(row.timestamp)).toISOString(),
    Number(row.user_id),
    row.name,
    row.message,
    row.translated_text,
    csvFlag(Number(row.filter_warning) === 1),
    row.id,
  ],
});

export const CHAT_EXPORT: LogExport<ChatRow> = { fileStem: 'chat-logs', action: 'chat_exported', timeFields: ['from', 'to'], table: CHAT_CSV };
