// "Download CSV": the same window's table as the server's CSV (an audited download). Fetched with
// the session's token (a plain link cannot send it), then saved; an alert says when it fails.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { fetchAttachment, saveBlob } from '../../../lib/download';
import { TEAM_CSV_FILE } from '../api/get-team-stats';
import { TEAM_UI } from '../team-messages';

export function TeamCsvButton({ path, disabled = false }: { path: string; disabled?: boolean }) {
  const download = useMutation({
    mutationFn: async (from: string) => {
      const file = await fetchAttachment(from, TEAM_CSV_FILE);
      saveBlob(file.blob, file.fileName);
    },
  });
  const busy = download.isPending;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        href={path}
        data-testid="team-csv"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlinedIcon />}
        disabled={busy || disabled}
        onClick={(event) => {
          event.preventDefault();
          download.mutate(path);
        }}
      >
        {busy ? TEAM_UI.downloading : TEAM_UI.downloadCsv}
      </Button>
      <Snackbar
        open={download.isError}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') download.reset();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => download.reset()} closeText={TEAM_UI.dismiss} sx={{ width: '100%' }}>
          {errorText(download.error, TEAM_UI.downloadFailed)}
        </Alert>
      </Snackbar>
    </>
  );
}
