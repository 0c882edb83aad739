// Whom a sanction will hit, shown before it can be issued: the player's avatar, name and id; and,
// for a case with several players, the choice among them inside the dialog (none chosen at first:
// taking the first silently once sanctioned a case's reporter instead of its scammer).
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PlayerLabel } from '@staff-console/domain';
import { PlayerAvatar } from '../../../components/players';
import { SANCTION_UI } from './sanction-messages';

const labelName = (p: PlayerLabel) => p.name ?? String(p.userId);

export function SanctionTarget({ player }: { player: PlayerLabel }) {
  const name = labelName(player);
  return (
    <Box
      data-testid="sanction-target"
      data-user-id={player.userId}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover', minWidth: 0 }}
    >
      <PlayerAvatar userId={player.userId} name={name} size={48} alt={name} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {SANCTION_UI.target}
        </Typography>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}>
          {player.name ?? SANCTION_UI.unnamed}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {SANCTION_UI.playerId(player.userId)}
        </Typography>
      </Box>
    </Box>
  );
}

export function PlayerChoice({
  players,
  value,
  onChange,
  labelId,
}: {
  players: PlayerLabel[];
  value: number | null;
  onChange: (userId: number) => void;
  labelId: string;
}) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id={labelId} sx={{ mb: 0.5 }}>
        {SANCTION_UI.choosePlayer}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        sx={{ maxHeight: 240, overflowY: 'auto', flexWrap: 'nowrap', border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}
      >
        {players.map((p) => (
          <FormControlLabel
            key={p.userId}
            value={String(p.userId)}
            control={<Radio size="small" />}
            sx={{ mr: 0, minWidth: 0, '& .MuiFormControlLabel-label': { minWidth: 0 } }}
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, py: 0.5 }}>
                <PlayerAvatar userId={p.userId} name={labelName(p)} size={28} alt="" />
                <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {p.name ?? SANCTION_UI.unnamed}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${p.userId}`}</Box>
                </Box>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
