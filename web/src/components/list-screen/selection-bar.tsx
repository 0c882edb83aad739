// The bar over a log list while rows are selected: 'N selected · Add to case · Clear', and the
// checkboxes that select a row or the whole page.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import { SELECTION_UI } from './selection-messages';

export function SelectionBar({ count, onAddToCase, onClear }: { count: number; onAddToCase: () => void; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={SELECTION_UI.bar}
      data-testid="selection-bar"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64, md: 8 },
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        mb: 1,
        bgcolor: 'background.paper',
        // Opaque, so rows never show through it while it stays in view under the top bar.
        backgroundImage: (theme) => `linear-gradient(${theme.palette.action.selected}, ${theme.palette.action.selected})`,
      }}
    >
      <Typography sx={{ fontWeight: 600, mr: 'auto' }} role="status">
        {SELECTION_UI.selected(count)}
      </Typography>
      <Button variant="contained" size="small" startIcon={<CreateNewFolderOutlinedIcon />} onClick={onAddToCase}>
        {SELECTION_UI.addToCase}
      </Button>
      <Button size="small" onClick={onClear}>
        {SELECTION_UI.clear}
      </Button>
    </Paper>
  );
}

/** A row's checkbox; clicking it never opens the row. */
export function RowCheckbox({ checked, onChange, label = SELECTION_UI.selectRow }: { checked: boolean; onChange: () => void; label?: string }) {
  return (
    <Checkbox
      size="small"
      checked={checked}
      onChange={onChange}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': label } }}
      data-testid="row-select"
      sx={{ p: 0.5 }}
    />
  );
}

/** Selects or clears every row on the page. */
export function PageCheckbox({ state, onChange }: { state: 'all' | 'some' | 'none'; onChange: () => void }) {
  return (
    <Checkbox
      size="small"
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={onChange}
      slotProps={{ input: { 'aria-label': SELECTION_UI.selectPage } }}
      data-testid="page-select"
      sx={{ p: 0.5 }}
    />
  );
}
