// The queue on wide screens: one row per reported player. A row is selected by the keyboard (j/k)
// or a click, and opens the player's reports.
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReportQueueItem } from '@staff-console/domain';
import { ListTable, type ListColumn } from '../../../components/list-screen';
import { REPORTS_UI } from '../reports-messages';
import { Ago, AssigneeText, CategoryChips, queueEntry, QueuePlayer } from './queue-parts';

const C = REPORTS_UI.columns;
export const QUEUE_COLUMNS: readonly ListColumn[] = [
  { label: C.player },
  { label: C.open, align: 'right' },
  { label: C.reporters, align: 'right' },
  { label: C.categories },
  { label: C.oldest, twoLines: true },
  { label: C.newest, twoLines: true },
  { label: C.assignee },
];
// The sidebar shares a 1280 px window: tighter cells keep the seven columns in view.
const COMPACT = { '& th, & td': { px: { md: 1, lg: 1.5 } } } as const;

export interface QueueListProps {
  items: readonly ReportQueueItem[];
  selected: number;
  onSelect: (index: number) => void;
  onOpen: (item: ReportQueueItem) => void;
  meId: string | undefined;
}

export function QueueTable({ items, meId, ...list }: QueueListProps) {
  return (
    <ListTable label={REPORTS_UI.listLabel} columns={QUEUE_COLUMNS} sx={COMPACT}>
      {items.map((item, i) => (
        <TableRow key={item.reportedId} hover {...queueEntry(item, i, list)}>
          <TableCell sx={{ maxWidth: 260 }}>
            <QueuePlayer item={item} />
          </TableCell>
          <TableCell align="right">{item.open}</TableCell>
          <TableCell align="right">{item.reporters}</TableCell>
          <TableCell>
            <CategoryChips categories={item.categories} />
          </TableCell>
          <TableCell>
            <Ago iso={item.oldestAt} />
          </TableCell>
          <TableCell>
            <Ago iso={item.newestAt} />
          </TableCell>
          <TableCell>
            <AssigneeText assignee={item.assignee} meId={meId} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
