// "Download CSV": the same window's table as the server's CSV (an audited download), fetched with
// the session's token and saved as Export CSV does; an alert says when it fails.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useCsvDownload } from '../../../components/export-csv-button';
import { TEAM_CSV_FILE } from '../api/get-team-stats';
import { TEAM_UI } from '../team-messages';

export function TeamCsvButton({ path, disabled = false }: { path: string; disabled?: boolean }) {
  const { start, busy, failure } = useCsvDownload(TEAM_CSV_FILE, { failed: TEAM_UI.downloadFailed, dismiss: TEAM_UI.dismiss });
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
          start(path);
        }}
      >
        {busy ? TEAM_UI.downloading : TEAM_UI.downloadCsv}
      </Button>
      {failure}
    </>
  );
}
