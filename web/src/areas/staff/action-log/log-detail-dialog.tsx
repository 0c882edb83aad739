// One action-log entry in full, with 'Copy Raw JSON' (docs/RULES.md, "Screens and routes").
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { actionLabel, type ActionLog } from '@staff-console/domain';
import { formatTimestamp } from '../../../lib/format';
import { ADMIN_UI } from '../../../components/admin/admin-messages';
import { LOGS_UI } from './action-log-messages';
import { rawJson } from './log-format';
import { LogTargets } from './log-targets';

export function LogDetailDialog({ log, open, onClose }: { log: ActionLog | null; open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = log ? rawJson(log) : '';
  const copyRaw = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const rows: [string, string][] = log
    ? [
        [LOGS_UI.columns.time, formatTimestamp(log.timestamp)],
        [LOGS_UI.columns.user, log.username || '—'],
        [LOGS_UI.columns.action, `${actionLabel(log.action)} (${log.action})`],
        [LOGS_UI.ipAddress, log.ipAddress || '—'],
      ]
    : [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="log-detail-title">
      <DialogTitle id="log-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {LOGS_UI.detailTitle}
        {log ? <Chip label={log.category} size="small" variant="outlined" /> : null}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0, mb: 2 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {log?.targets && (log.targets.players.length > 0 || log.targets.case || log.targets.user || log.targets.sanctionId) ? (
          <Box sx={{ mb: 2 }}>
            <Typography variant="body2" color="text.secondary" component="h3" sx={{ mb: 0.5 }}>
              {LOGS_UI.columns.about}
            </Typography>
            <LogTargets targets={log.targets} />
          </Box>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {LOGS_UI.rawJson}
        </Typography>
        <Box
          component="pre"
          data-testid="log-raw-json"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: '0.8125rem',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            overflow: 'auto',
            maxHeight: 420,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </Box>
        {copy !== 'idle' ? (
          <Alert severity={copy === 'copied' ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
            {copy === 'copied' ? LOGS_UI.copied : LOGS_UI.copyFailed}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copyRaw()}>
          {LOGS_UI.copy}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {ADMIN_UI.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
