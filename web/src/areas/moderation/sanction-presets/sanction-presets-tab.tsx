// Admin → Sanction reasons: the presets (name, public reason, ladder), with add, edit and delete
// (administrators; each change in the action log). At most 50, so the list shows them all.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { SANCTION_PRESET_LIMITS, stepWords, type SanctionPreset } from '@staff-console/domain';
import { useSanctionPresets } from '../sanctions/sanction-api';
import { useRowDialog } from '../../../components/list-screen';
import { LoadError } from '../../../components/list-screen';
import { DeleteSanctionPresetDialog } from './sanction-presets-delete-dialog';
import { SanctionPresetFormDialog } from './sanction-presets-form-dialog';
import { PRESETS_UI } from './sanction-presets-messages';
import { SuccessAlert, useSuccessAlert } from '../../../components/dialogs/success-alert';

const COLUMNS = PRESETS_UI.columns;

export function SanctionPresetsTab() {
  const presets = useSanctionPresets();
  const flash = useSuccessAlert();
  const { dialog, open, openDialog, close } = useRowDialog<SanctionPreset>();
  const list = presets.data?.presets ?? [];
  const full = list.length >= SANCTION_PRESET_LIMITS.presets;

  return (
    <Box>
      <SuccessAlert message={flash.message} onClose={flash.clear} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {PRESETS_UI.intro}
      </Typography>
      {full ? (
        <Typography variant="body2" color="warning.main" role="status">
          {PRESETS_UI.full}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => (full ? flash.show(PRESETS_UI.full) : openDialog('create', null))}>
          {PRESETS_UI.add}
        </Button>
      </Box>
      {presets.isError ? <LoadError message={PRESETS_UI.loadFailed} onRetry={() => void presets.refetch()} /> : null}
      {/* A list rather than a table: a reason's texts and ladder wrap on a phone instead of hiding columns. */}
      <Paper variant="outlined" component="ul" aria-label={PRESETS_UI.tableLabel} aria-busy={presets.isPending} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {presets.isPending ? (
          <Box component="li" sx={{ p: 2 }}>
            <Skeleton />
            <Skeleton />
          </Box>
        ) : null}
        {presets.data && list.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {PRESETS_UI.empty}
          </Typography>
        ) : null}
        {list.map((p) => (
          <Box
            component="li"
            key={p._id}
            data-testid="preset-row"
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', px: 2, py: 1.5, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' } }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>{p.name}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                {`${COLUMNS.publicReason}: ${p.publicReason}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="preset-ladder">
                {`${COLUMNS.ladder}: ${p.steps.map(stepWords).join(' → ')}`}
              </Typography>
            </Box>
            <Box sx={{ flex: 'none', display: 'flex' }}>
              <Tooltip title={PRESETS_UI.edit(p.name)}>
                <IconButton aria-label={PRESETS_UI.edit(p.name)} onClick={() => openDialog('edit', p)}>
                  <EditOutlinedIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={PRESETS_UI.remove(p.name)}>
                <IconButton aria-label={PRESETS_UI.remove(p.name)} color="error" onClick={() => openDialog('delete', p)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            </Box>
          </Box>
        ))}
      </Paper>
      {dialog && dialog.kind !== 'delete' ? (
        <SanctionPresetFormDialog key={dialog.key} preset={dialog.kind === 'edit' ? dialog.row : null} open={open} onClose={close} onSaved={flash.show} />
      ) : null}
      {dialog?.kind === 'delete' && dialog.row ? (
        <DeleteSanctionPresetDialog key={dialog.key} item={dialog.row} open={open} onClose={close} onDone={flash.show} />
      ) : null}
    </Box>
  );
}
