// The queue on a phone: one card per reported player, the same facts as the table's row.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListCards } from '../../../components/list-screen';
import { formatTimestamp } from '../../../lib/format';
import { agoText, REPORTS_UI } from '../reports-messages';
import { AssigneeText, CategoryChips, queueEntry, QueuePlayer } from './queue-parts';
import type { QueueListProps } from './queue-table';

export function QueueCards({ items, meId, ...list }: QueueListProps) {
  const entry = (item: QueueListProps['items'][number], i: number) => {
    const { sx, ...props } = queueEntry(item, i, list);
    return { ...props, sx: { p: 1.5, minWidth: 0, ...sx } };
  };
  return (
    <ListCards label={REPORTS_UI.listLabel} loading={false} empty={null}>
      {items.map((item, i) => (
        <Paper key={item.reportedId} component="li" variant="outlined" {...entry(item, i)}>
          <QueuePlayer item={item} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {`${REPORTS_UI.openReports(item.open)} · ${REPORTS_UI.reporters(item.reporters)}`}
          </Typography>
          <Box sx={{ mt: 0.75 }}>
            <CategoryChips categories={item.categories} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, mt: 0.75, color: 'text.secondary', typography: 'body2' }}>
            <span title={formatTimestamp(item.oldestAt)}>{REPORTS_UI.oldestAt(agoText(item.oldestAt))}</span>
            <span title={formatTimestamp(item.newestAt)}>{REPORTS_UI.newestAt(agoText(item.newestAt))}</span>
            <span>
              {`${REPORTS_UI.columns.assignee}: `}
              <AssigneeText assignee={item.assignee} meId={meId} />
            </span>
          </Box>
        </Paper>
      ))}
    </ListCards>
  );
}
