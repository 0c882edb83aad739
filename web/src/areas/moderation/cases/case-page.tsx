// One case: its header (number, title, status, assignee chosen among the staff who may moderate,
// players), summary and resolution, the evidence in the order it happened, the sanctions issued for
// it, comments and history (each a page at a time, with counts), a sanction for one of its players,
// and the printable report.
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import { CASE_STATUSES, formatTimestamp, HEX_ID, MODERATION_LIMITS, type CaseDetail, type CaseStatus, type Evidence } from '@staff-console/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { IssueSanctionDialog } from '../sanctions/issue-sanction-dialog';
import { MOD_UI } from '../moderation-messages';
import { useModerationAccess, type ModerationAccess } from '../use-moderation-access';
import { TransactionDialog, type Transaction } from '../transaction-dialog/transaction-dialog';
import { errorText } from '../../../lib/api-client';
import { LoadFailure } from '../../../components/load-failure';
import { useAuth } from '../../../lib/auth-context';
import { createReportLink, useCase, useCaseAssignees, useRemoveEvidence, useUpdateCase } from './api/case';
import { STATUS_COLOR } from './case-status';
import { CASES_UI } from './cases-messages';
import { CaseActivity } from './components/case-activity';
import { EditableText } from './components/editable-text';
import { CaseEvidence } from './components/case-evidence';
import { CasePlayers } from './components/case-players';
import { CaseSanctions } from './components/case-sanctions';

export function CasePage() {
  const { id = '' } = useParams();
  if (!HEX_ID.test(id)) return <Navigate to="/cases" replace />;
  return <CaseScreen key={id} id={id} />;
}

/**
 * Opens the report in a new tab: the window opens at once (a pop-up blocker allows it), then goes to
 * a single-use link, so the tab shows the server's page under its own strict policy.
 */
async function openReport(id: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const href = new URL(await createReportLink(id), window.location.origin).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = href;
    } else window.location.assign(href);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

function CaseHeader({ detail, access }: { detail: CaseDetail; access: ModerationAccess }) {
  const { user } = useAuth();
  const update = useUpdateCase();
  const [reportError, setReportError] = useState<string | null>(null);
  const [reportPending, setReportPending] = useState(false);
  const [sanctioning, setSanctioning] = useState(false);
  const staff = useCaseAssignees(access.moderate);
  // Until the list of staff who may be assigned arrives, the choice is oneself.
  const candidates = staff.data ?? (user ? [{ _id: user.id, username: user.username }] : []);
  const assignees = [
    { id: '', username: CASES_UI.unassigned },
    ...candidates.map((u) => ({ id: u._id, username: u._id === user?.id ? `${CASES_UI.assignMe} (${u.username})` : u.username })),
  ];
  if (detail.assignee && !assignees.some((a) => a.id === detail.assignee?.id)) assignees.push(detail.assignee);

  const report = () => {
    setReportError(null);
    setReportPending(true);
    openReport(detail._id)
      .catch((e: unknown) => setReportError(errorText(e, CASES_UI.reportFailed)))
      .finally(() => setReportPending(false));
  };

  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Button component={RouterLink} to="/cases" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {CASES_UI.back}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {CASES_UI.caseHeading(detail.number, detail.title)}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            {CASES_UI.openedBy(detail.createdBy.username, formatTimestamp(detail.createdAt))}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {access.moderate ? (
            <Button variant="outlined" color="error" startIcon={<GavelIcon />} onClick={() => setSanctioning(true)} disabled={detail.players.length === 0}>
              {CASES_UI.sanctionPlayer}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            startIcon={reportPending ? <CircularProgress size={16} /> : <DescriptionOutlinedIcon />}
            onClick={report}
            disabled={reportPending}
          >
            {CASES_UI.openReport}
          </Button>
        </Box>
      </Box>
      {reportError ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {reportError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2, alignItems: 'flex-start' }}>
        {access.moderate ? (
          <>
            <TextField
              select
              size="small"
              label={CASES_UI.status}
              value={detail.status}
              onChange={(e) => update.mutate({ id: detail._id, body: { status: e.target.value as CaseStatus } })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 160 }}
            >
              {CASE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {MOD_UI.caseStatuses[s]}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={CASES_UI.assignee}
              value={detail.assignee?.id ?? ''}
              onChange={(e) => update.mutate({ id: detail._id, body: { assignee: e.target.value || null } })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200, maxWidth: '100%' }}
            >
              {assignees.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.username}
                </option>
              ))}
            </TextField>
          </>
        ) : (
          <>
            <Chip color={STATUS_COLOR[detail.status]} variant="outlined" label={MOD_UI.caseStatuses[detail.status]} />
            <Chip variant="outlined" label={`${CASES_UI.assignee}: ${detail.assignee?.username ?? CASES_UI.unassigned}`} />
          </>
        )}
        {update.isPending ? <CircularProgress size={20} sx={{ mt: 1 }} aria-label={CASES_UI.save} /> : null}
      </Box>
      {update.isError ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {errorText(update.error, CASES_UI.failed)}
        </Alert>
      ) : null}
      <CasePlayers detail={detail} canEdit={access.moderate} />
      {access.moderate && sanctioning ? (
        <IssueSanctionDialog open players={detail.players} caseId={detail._id} access={access} onClose={() => setSanctioning(false)} />
      ) : null}
    </Box>
  );
}

function CaseScreen({ id }: { id: string }) {
  const access = useModerationAccess();
  const { data, isPending, isError, error, refetch } = useCase(id);
  const update = useUpdateCase();
  const resolution = useUpdateCase();
  const remove = useRemoveEvidence();
  const [removing, setRemoving] = useState<Evidence | null>(null);
  const [open, setOpen] = useState<Transaction | null>(null);

  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={CASES_UI.loading} />
      </Box>
    );
  if (isError)
    return <LoadFailure error={error} onRetry={() => void refetch()} retryLabel={CASES_UI.retry} notFound={CASES_UI.notFound} failed={CASES_UI.caseFailed} />;

  return (
    <Box sx={{ minWidth: 0 }}>
      <CaseHeader detail={data} access={access} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <EditableText
          label={CASES_UI.summary}
          value={data.summary}
          placeholder={CASES_UI.noSummary}
          maxLength={MODERATION_LIMITS.caseSummary}
          canEdit={access.moderate}
          pending={update.isPending}
          error={update.error}
          onSave={(summary, done) => update.mutate({ id, body: { summary } }, { onSuccess: done })}
        />
        <EditableText
          label={CASES_UI.resolution}
          value={data.resolution ?? ''}
          placeholder={CASES_UI.noResolution}
          maxLength={MODERATION_LIMITS.caseResolution}
          canEdit={access.moderate}
          pending={resolution.isPending}
          error={resolution.error}
          onSave={(text, done) => resolution.mutate({ id, body: { resolution: text || null } }, { onSuccess: done })}
        />
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <CaseEvidence caseId={id} canRemove={access.moderate} onRemove={setRemoving} onOpen={setOpen} />
          <CaseSanctions caseId={id} access={access} />
        </Box>
        <CaseActivity caseId={id} canComment={access.moderate} />
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={CASES_UI.removeEvidence}
        body={CASES_UI.removeEvidenceBody}
        confirmLabel={CASES_UI.remove}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, CASES_UI.failed) : null}
        onConfirm={() => removing && remove.mutate({ id, evidenceId: removing._id }, { onSuccess: () => setRemoving(null) })}
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
      />
      <TransactionDialog open={open !== null} transaction={open} kind={open?.kind ?? 'trade'} onClose={() => setOpen(null)} />
    </Box>
  );
}
