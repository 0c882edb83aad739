// Admin → Sanction reasons: the presets (name, public reason, ladder), with add, edit and delete
// (administrators; each change in the action log). At most 50, so the table lists them all.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { SANCTION_PRESET_LIMITS, stepWords, type SanctionPreset } from '@staff-console/domain';
import { useSanctionPresets } from '../../components/moderation/sanction-api';
import { AdminTable, useRowDialog } from './admin-table';
import { DeleteSanctionPresetDialog } from './sanction-presets-delete-dialog';
import { SanctionPresetFormDialog } from './sanction-presets-form-dialog';
import { PRESETS_UI } from './sanction-presets-messages';
import { SuccessAlert, useSuccessAlert } from './success-alert';

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
      <AdminTable
        label={PRESETS_UI.tableLabel}
        minWidth={640}
        columns={[COLUMNS.name, COLUMNS.publicReason, COLUMNS.ladder]}
        actionsLabel={COLUMNS.actions}
        add={{ label: PRESETS_UI.add, icon: <AddIcon />, onClick: () => (full ? flash.show(PRESETS_UI.full) : openDialog('create', null)) }}
        loading={presets.isPending}
        loadError={presets.isError ? { message: PRESETS_UI.loadFailed, onRetry: () => void presets.refetch() } : null}
      >
        {presets.data && list.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4}>
              <Typography variant="body2" color="text.secondary">
                {PRESETS_UI.empty}
              </Typography>
            </TableCell>
          </TableRow>
        ) : null}
        {list.map((p) => (
          <TableRow key={p._id} hover data-testid="preset-row">
            <TableCell sx={{ fontWeight: 600, minWidth: 120, overflowWrap: 'anywhere' }}>{p.name}</TableCell>
            <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>{p.publicReason}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>{p.steps.map(stepWords).join(' → ')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      {dialog && dialog.kind !== 'delete' ? (
        <SanctionPresetFormDialog key={dialog.key} preset={dialog.kind === 'edit' ? dialog.row : null} open={open} onClose={close} onSaved={flash.show} />
      ) : null}
      {dialog?.kind === 'delete' && dialog.row ? (
        <DeleteSanctionPresetDialog key={dialog.key} preset={dialog.row} open={open} onClose={close} onDeleted={flash.show} />
      ) : null}
    </Box>
  );
}
