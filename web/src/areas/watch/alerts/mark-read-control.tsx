// "Mark read" for what the inbox shows: its button says what it will mark (the count, and the rule
// when the list is filtered to one), marks only up to the newest alert this screen saw, asks first
// when that is many, and offers Undo in a snackbar afterwards.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { AlertsResponse } from '@staff-console/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { markAlertsRead, undoMarkAlertsRead, useWatchMutation } from '../watch-api';
import { errorText } from '../../../lib/api-client';
import { ALERTS_UI } from './alerts-messages';

/** Marking more than this many asks first. */
export const CONFIRM_ABOVE = 20;

type Notice = { text: string; undoToken: string | null; error?: boolean };

export function MarkReadControl({ data, ruleId, ruleName }: { data: AlertsResponse | undefined; ruleId: string; ruleName: string | null }) {
  const mark = useWatchMutation(markAlertsRead);
  const undo = useWatchMutation(undoMarkAlertsRead);
  // The count asked about, kept while the dialog closes (the list's count drops once marked).
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const unread = data?.unread ?? 0;
  const newestId = data?.newestId ?? null;
  const rule = ruleId ? ruleName : null;

  const run = () => {
    if (!newestId) return;
    mark.mutate(
      { before: newestId, ...(ruleId ? { ruleId } : {}) },
      {
        onSuccess: (r) => (setConfirming(false), setNotice({ text: ALERTS_UI.marked(r.marked), undoToken: r.undoToken ?? null })),
      },
    );
  };
  const runUndo = (token: string) =>
    undo.mutate(
      { undoToken: token },
      {
        onSuccess: (r) => setNotice({ text: ALERTS_UI.undone(r.unmarked), undoToken: null }),
        onError: (e) => setNotice({ text: errorText(e, ALERTS_UI.undoFailed), undoToken: null, error: true }),
      },
    );

  return (
    <>
      <Button
        variant="contained"
        startIcon={<DoneAllIcon />}
        disabled={unread === 0 || !newestId}
        loading={mark.isPending && !confirming}
        onClick={() => (mark.reset(), unread > CONFIRM_ABOVE ? (setAsked(unread), setConfirming(true)) : run())}
        data-testid="mark-read"
        sx={{ maxWidth: '100%', textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        {unread === 0 ? ALERTS_UI.markAllRead : ALERTS_UI.markRead(unread, rule)}
      </Button>
      {mark.isError && !confirming ? (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {errorText(mark.error, ALERTS_UI.markAllFailed)}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={ALERTS_UI.confirmTitle(asked)}
        body={ALERTS_UI.confirmBody(rule)}
        confirmLabel={ALERTS_UI.confirmMark}
        pending={mark.isPending}
        error={mark.isError ? errorText(mark.error, ALERTS_UI.markAllFailed) : null}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.undoToken ? 10_000 : 4_000}
        onClose={(_, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.error ? 'error' : 'success'}
          variant="filled"
          data-testid="mark-read-notice"
          onClose={() => setNotice(null)}
          action={
            notice?.undoToken ? (
              <Button color="inherit" size="small" loading={undo.isPending} onClick={() => runUndo(notice.undoToken!)}>
                {ALERTS_UI.undo}
              </Button>
            ) : undefined
          }
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
