// Ten recovery codes, shown once: a clear warning, the codes in two columns, and a copy button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { SECRET_SX, useCopy } from '../../../components/dialogs/shown-once';
import { TWO_FACTOR_UI as T } from './security-messages';

export function RecoveryCodesView({ codes, message }: { codes: readonly string[]; message?: string }) {
  const { copy, onCopy } = useCopy(codes.join('\n'));
  return (
    <Box>
      {message ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      <Alert severity="warning" sx={{ mb: 2 }}>
        {T.codesShownOnce}
      </Alert>
      <Box
        component="ol"
        aria-label={T.codesLabel}
        data-testid="recovery-codes"
        sx={{
          ...SECRET_SX,
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          fontSize: '1.05rem',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={onCopy}>
          {copy === 'copied' ? T.copied : T.copy}
        </Button>
        {copy === 'failed' ? (
          <Box component="span" role="status" sx={{ color: 'error.main', fontSize: '0.875rem' }}>
            {T.copyFailed}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
