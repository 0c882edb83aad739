// Which kinds the timeline shows, as filter chips: "All" until staff pick kinds; a picked kind is
// filled with a check mark, one not picked is outlined. Clicking a kind while all are shown shows
// only that kind (as a log tool's filter does); more kinds can be added and removed one by one, and
// removing the last one shows all again. A sentence says what is shown.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { TimelineKind } from '@staff-console/domain';
import { PLAYER_UI } from '../player-messages';

/** The kinds shown after clicking `kind`, from the picked ones (empty: all). */
export function nextKinds(picked: readonly TimelineKind[], kind: TimelineKind, allowed: readonly TimelineKind[]): TimelineKind[] {
  const next = picked.includes(kind) ? picked.filter((k) => k !== kind) : [...picked, kind];
  // Every kind picked is the same as all: the URL says so in its shortest form.
  return next.length === allowed.length ? [] : allowed.filter((k) => next.includes(k));
}

export function TimelineKindFilter({
  picked,
  allowed,
  onChange,
}: {
  picked: readonly TimelineKind[];
  allowed: readonly TimelineKind[];
  onChange: (kinds: TimelineKind[]) => void;
}) {
  const all = picked.length === 0;
  const chip = (key: string, label: string, on: boolean, onClick: () => void) => (
    <Chip
      key={key}
      label={label}
      size="small"
      color={on ? 'primary' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      icon={on ? <CheckIcon /> : undefined}
      onClick={onClick}
      aria-pressed={on}
      role="button"
      data-testid={`kind-${key}`}
      sx={{ fontWeight: on ? 600 : 400 }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box role="group" aria-label={PLAYER_UI.kindsLabel} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="body2" color="text.secondary" component="span">
          {`${PLAYER_UI.kindsLabel}:`}
        </Typography>
        {chip('all', PLAYER_UI.allKinds, all, () => onChange([]))}
        {allowed.map((k) => chip(k, PLAYER_UI.kinds[k], picked.includes(k), () => onChange(nextKinds(picked, k, allowed))))}
      </Box>
      <Typography variant="caption" color="text.secondary" role="status" data-testid="kinds-shown">
        {all ? PLAYER_UI.showingAllKinds : PLAYER_UI.showingKinds(picked.map((k) => PLAYER_UI.kinds[k].toLowerCase()))}
      </Typography>
    </Box>
  );
}
