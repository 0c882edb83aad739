// The Ingest Keys tab (docs/RULES.md, "Ingest"): create a key (shown once), list keys by prefix with their use,
// revoke with confirmation. On a phone each key is a card, so its status and Revoke button are on screen without
// scrolling sideways.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import type { IngestKey } from '@staff-console/domain';
import { KEYS_UI } from './ingest-keys-messages';
import { useIngestKeys } from './api/ingest-keys';
import { CreateIngestKeyDialog } from './create-ingest-key-dialog';
import { IngestKeyCards } from './ingest-key-cards';
import { KeyPrefix, KeyStatusChip, RevokeKeyButton } from './ingest-key-parts';
import { LoadError } from '../../components/list-screen';
import { RevokeIngestKeyDialog } from './revoke-ingest-key-dialog';
import { Stamp } from '../../components/admin/stamp';
import { SuccessAlert, useSuccessAlert } from '../../components/dialogs/success-alert';

type DialogState = { kind: 'create' } | { kind: 'revoke'; ingestKey: IngestKey };

const COLUMNS = KEYS_UI.columns;

export function IngestKeysTab() {
  const keys = useIngestKeys();
  const flash = useSuccessAlert();
  const [dialog, setDialog] = useState<(DialogState & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = (d: DialogState) => {
    setDialog((prev) => ({ ...d, key: (prev?.key ?? 0) + 1 }));
    setOpen(true);
  };
  const close = () => setOpen(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const revoke = (ingestKey: IngestKey) => openDialog({ kind: 'revoke', ingestKey });

  return (
    <Box>
      <SuccessAlert message={flash.message} onClose={flash.clear} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
          {KEYS_UI.intro}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog({ kind: 'create' })}>
          {KEYS_UI.add}
        </Button>
      </Box>
      {keys.isError ? <LoadError message={KEYS_UI.loadFailed} onRetry={() => void keys.refetch()} /> : null}
      {phone ? (
        <IngestKeyCards keys={keys.data} loading={keys.isPending} onRevoke={revoke} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={KEYS_UI.tableLabel} sx={{ minWidth: 760 }}>
            <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableRow>
                <TableCell>{COLUMNS.name}</TableCell>
                <TableCell>{COLUMNS.prefix}</TableCell>
                <TableCell>{COLUMNS.created}</TableCell>
                <TableCell>{COLUMNS.createdBy}</TableCell>
                <TableCell>{COLUMNS.lastUsed}</TableCell>
                <TableCell>{COLUMNS.status}</TableCell>
                <TableCell align="right">{COLUMNS.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.isPending
                ? [0, 1].map((i) => (
                    <TableRow key={i}>
                      {[0, 1, 2, 3, 4, 5, 6].map((j) => (
                        <TableCell key={j}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : null}
              {keys.data?.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {KEYS_UI.empty}
                  </TableCell>
                </TableRow>
              ) : null}
              {keys.data?.map((k) => (
                <TableRow key={k._id} hover data-testid="ingest-key-row" data-name={k.name}>
                  <TableCell sx={{ fontWeight: 600, minWidth: 160, overflowWrap: 'break-word' }}>{k.name}</TableCell>
                  <TableCell>
                    <KeyPrefix ingestKey={k} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Stamp value={k.createdAt} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 96, overflowWrap: 'break-word' }}>{k.createdBy}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{k.lastUsedAt ? <Stamp value={k.lastUsedAt} /> : KEYS_UI.never}</TableCell>
                  <TableCell>
                    <KeyStatusChip ingestKey={k} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RevokeKeyButton ingestKey={k} onRevoke={() => revoke(k)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {dialog?.kind === 'create' ? <CreateIngestKeyDialog key={dialog.key} open={open} onClose={close} onCreated={flash.show} /> : null}
      {dialog?.kind === 'revoke' ? <RevokeIngestKeyDialog key={dialog.key} item={dialog.ingestKey} open={open} onClose={close} onDone={flash.show} /> : null}
    </Box>
  );
}
