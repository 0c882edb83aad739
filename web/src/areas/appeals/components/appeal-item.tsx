// One appeal in the queue: the player and the status, the sanction, what the player wrote, and
// Review, which opens it beside the list with the case and the player's history.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Appeal } from '@staff-console/domain';
import { ItemRow } from '../../../components/list-screen';
import { APPEALS_UI } from '../appeals-messages';
import { AppealHeader, AppealSanction, AppealWords } from './appeal-details';

export function AppealItem({ appeal, selected, onOpen }: { appeal: Appeal; selected: boolean; onOpen: (appeal: Appeal) => void }) {
  return (
    <ItemRow
      data-testid="appeal-item"
      data-status={appeal.status}
      data-id={appeal._id}
      sx={{ display: 'grid', gap: 1.25, bgcolor: selected ? 'action.selected' : undefined }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <AppealHeader appeal={appeal} />
        <Button size="small" variant="outlined" onClick={() => onOpen(appeal)} aria-label={`${APPEALS_UI.review}: ${appeal.playerName ?? appeal.userId}`}>
          {APPEALS_UI.review}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <AppealSanction appeal={appeal} />
        <AppealWords appeal={appeal} />
      </Box>
    </ItemRow>
  );
}
