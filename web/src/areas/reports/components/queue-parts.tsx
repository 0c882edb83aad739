// What a queue row and a queue card both show: the player (avatar, name, id), the categories as
// small chips, a time as "3 h ago" over its date, and who claimed the player's reports.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { REPORT_CATEGORIES, type ReportQueueItem } from '@staff-console/domain';
import { DateTime } from '../../../components/list-screen';
import { PlayerAvatar, PlayerLabelLink } from '../../../components/players';
import { agoText, REPORTS_UI } from '../reports-messages';

export function QueuePlayer({ item }: { item: ReportQueueItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <PlayerAvatar userId={item.reportedId} name={item.reportedName} size={28} alt={item.reportedName} />
      <Box sx={{ minWidth: 0 }}>
        <PlayerLabelLink label={{ userId: item.reportedId, name: item.reportedName }} />
      </Box>
    </Box>
  );
}

export function CategoryChips({ categories }: { categories: ReportQueueItem['categories'] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="queue-categories">
      {REPORT_CATEGORIES.filter((c) => (categories[c] ?? 0) > 0).map((c) => (
        <Chip key={c} size="small" variant="outlined" label={REPORTS_UI.categoryCount(REPORTS_UI.categories[c], categories[c] ?? 0)} />
      ))}
    </Box>
  );
}

/** "3 h ago" over the date and time in the staff member's time zone. */
export function Ago({ iso }: { iso: string }) {
  return (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {agoText(iso)}
      </Typography>
      <Typography component="time" dateTime={iso} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        <DateTime value={iso} />
      </Typography>
    </>
  );
}

/** Who claimed the reports: "you", a staff member's name, or Unclaimed. */
export function holderName(assignee: ReportQueueItem['assignee'], meId: string | undefined): string | null {
  if (!assignee) return null;
  return assignee.id === meId ? REPORTS_UI.you : assignee.username;
}

export function AssigneeText({ assignee, meId }: { assignee: ReportQueueItem['assignee']; meId: string | undefined }) {
  const name = holderName(assignee, meId);
  return (
    <Typography
      component="span"
      variant="body2"
      color={name ? 'text.primary' : 'text.secondary'}
      // break-word, not anywhere: the column keeps room for a whole word ("Unclaimed" never splits).
      sx={{ overflowWrap: 'break-word' }}
      data-testid="queue-assignee"
    >
      {name ?? REPORTS_UI.unclaimed}
    </Typography>
  );
}

/** A row's or card's look while the keyboard has it selected, and its focus ring. */
const SELECTABLE_SX = {
  cursor: 'pointer',
  '&[aria-current="true"]': { bgcolor: 'action.selected' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -2 },
} as const;

/** What makes a row or a card one of the queue's: focusable, selected by the keyboard or the focus, opened by a click, named for a screen reader. */
export function queueEntry(
  item: ReportQueueItem,
  index: number,
  list: { selected: number; onSelect: (index: number) => void; onOpen: (item: ReportQueueItem) => void },
) {
  return {
    tabIndex: 0,
    // The keyboard's place in the queue, announced as the current entry.
    'aria-current': index === list.selected ? ('true' as const) : undefined,
    'aria-label': REPORTS_UI.openPlayer(`${item.reportedName} · ${item.reportedId}`),
    'data-testid': 'queue-row',
    'data-queue-index': index,
    'data-user-id': item.reportedId,
    onFocus: () => list.onSelect(index),
    onClick: () => list.onOpen(item),
    sx: SELECTABLE_SX,
  };
}
