// The Team page's period: the last 7, 30, 90 or 365 days, or chosen dates (both included).
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TEAM_PRESETS, presetDates, type TeamPeriod } from '../team-period';
import { TEAM_UI } from '../team-messages';

const CUSTOM = 'custom';

export function PeriodPicker({ period, onChange }: { period: TeamPeriod; onChange: (next: TeamPeriod) => void }) {
  const value = period.kind === 'custom' ? CUSTOM : period.days;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        aria-label={TEAM_UI.period}
        sx={{ flexWrap: 'wrap' }}
        onChange={(_e, next: number | typeof CUSTOM | null) => {
          if (next === null || next === value) return;
          if (next === CUSTOM) onChange({ kind: 'custom', ...presetDates(period.kind === 'preset' ? period.days : 30, Date.now()) });
          else onChange({ kind: 'preset', days: next });
        }}
      >
        {TEAM_PRESETS.map((d) => (
          <ToggleButton key={d} value={d}>
            {TEAM_UI.days(d)}
          </ToggleButton>
        ))}
        <ToggleButton value={CUSTOM}>{TEAM_UI.custom}</ToggleButton>
      </ToggleButtonGroup>
      {period.kind === 'custom' ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="date"
            label={TEAM_UI.from}
            value={period.from}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(e) => e.target.value && onChange({ ...period, from: e.target.value })}
          />
          <TextField
            size="small"
            type="date"
            label={TEAM_UI.to}
            value={period.to}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(e) => e.target.value && onChange({ ...period, to: e.target.value })}
          />
        </Box>
      ) : null}
    </Box>
  );
}
