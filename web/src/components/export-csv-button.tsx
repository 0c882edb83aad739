// 'Export CSV': downloads the current search of a log screen (every page) as the server's CSV.
// A labelled button on wider screens, an icon button with a tooltip on phones; a spinner while
// the file streams, and an error alert when it fails.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../lib/api-client';
import { fetchAttachment, saveBlob } from '../lib/download';
import { EXPORT_UI } from './export-messages';

export interface ExportCsvButtonProps {
  /** The export's path with the search's query string, e.g. `/api/chat/export?search=scam`. */
  path: string;
  /** Used when the server names no file. */
  fileName: string;
  disabled?: boolean;
}

/**
 * A CSV download fetched with the session's token (a plain link cannot send it) and saved: `start`
 * it with the file's path; `failure` is the alert to render beside the button, shown when it fails.
 */
export function useCsvDownload(fileName: string, texts: { failed: string; dismiss: string }) {
  const download = useMutation({
    mutationFn: async (from: string) => {
      const file = await fetchAttachment(from, fileName);
      saveBlob(file.blob, file.fileName);
    },
  });
  const failure = (
    <Snackbar
      open={download.isError}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') download.reset();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={() => download.reset()} closeText={texts.dismiss} sx={{ width: '100%' }}>
        {errorText(download.error, texts.failed)}
      </Alert>
    </Snackbar>
  );
  return { start: (path: string) => download.mutate(path), busy: download.isPending, failure };
}

export function ExportCsvButton({ path, fileName, disabled = false }: ExportCsvButtonProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { start: startDownload, busy, failure } = useCsvDownload(fileName, EXPORT_UI);
  const start = () => startDownload(path);
  const icon = busy ? <CircularProgress size={18} color="inherit" aria-label={EXPORT_UI.exporting} /> : <FileDownloadOutlinedIcon />;

  return (
    <>
      <Tooltip title={phone ? EXPORT_UI.exportCsv : EXPORT_UI.hint} describeChild>
        {/* A span keeps the tooltip working while the button is disabled. */}
        <span>
          {phone ? (
            <IconButton aria-label={busy ? EXPORT_UI.exporting : EXPORT_UI.exportCsv} onClick={start} disabled={busy || disabled} color="primary">
              {icon}
            </IconButton>
          ) : (
            <Button variant="outlined" size="small" startIcon={icon} onClick={start} disabled={busy || disabled}>
              {busy ? EXPORT_UI.exporting : EXPORT_UI.exportCsv}
            </Button>
          )}
        </span>
      </Tooltip>
      {failure}
    </>
  );
}
