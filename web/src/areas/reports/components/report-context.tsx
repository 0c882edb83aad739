// The chat before a report, inline under it: loaded when the moderator opens it, shown only to staff
// who may read chat (the server checks too).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { can, permissionSubject } from '@staff-console/domain';
import { ListError } from '../../../components/list-screen';
import { errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { ChatRow } from '../../logs/chat';
import { useReportContext } from '../api/reports-api';
import { REPORTS_UI } from '../reports-messages';

function ContextBody({ reportId }: { reportId: string }) {
  const { data, isPending, isError, error, refetch } = useReportContext(reportId, true);
  if (isError)
    return <ListError variant="standard" message={errorText(error, REPORTS_UI.contextFailed)} retryLabel={REPORTS_UI.retry} onRetry={() => void refetch()} />;
  if (isPending)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{REPORTS_UI.contextLoading}</Typography>
      </Box>
    );
  if (data.messages.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {REPORTS_UI.contextEmpty}
      </Typography>
    );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box component="ul" aria-label={REPORTS_UI.contextTitle} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 320, overflowY: 'auto' }}>
        {data.messages.map((m) => (
          <ChatRow key={m._id} message={m} compact />
        ))}
      </Box>
    </Paper>
  );
}

export function ReportContext({ reportId }: { reportId: string }) {
  const { user } = useAuth();
  const [shown, setShown] = useState(false);
  if (!can(permissionSubject(user), 'view_chat')) return null;
  return (
    <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button size="small" startIcon={<ForumOutlinedIcon />} onClick={() => setShown((s) => !s)} aria-expanded={shown}>
          {shown ? REPORTS_UI.hideContext : REPORTS_UI.showContext}
        </Button>
      </Box>
      {shown ? (
        <>
          <Typography variant="caption" color="text.secondary">
            {REPORTS_UI.contextTitle}
          </Typography>
          <ContextBody reportId={reportId} />
        </>
      ) : null}
    </Box>
  );
}
