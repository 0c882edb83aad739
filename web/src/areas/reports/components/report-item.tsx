// One report on a player: its category and state, when and where it was sent, its text, who sent it
// with how reliable their reports have been, how it ended, and the chat before it.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Report } from '@staff-console/domain';
import { ItemRow } from '../../../components/list-screen';
import { PlayerLabelLink } from '../../../components/players';
import { formatTimestamp } from '../../../lib/format';
import { useReporterRecord } from '../api/reports-api';
import { agoText, REPORTS_UI } from '../reports-messages';
import { ReportContext } from './report-context';

const STATUS_COLOR = { open: 'warning', claimed: 'info', actioned: 'success', dismissed: 'default' } as const;

function ReporterRecord({ userId }: { userId: number }) {
  const { data, isError } = useReporterRecord(userId);
  if (isError)
    return (
      <Typography component="span" variant="caption" color="text.secondary">
        {REPORTS_UI.recordFailed}
      </Typography>
    );
  if (!data) return null;
  return (
    <Typography component="span" variant="caption" color="text.secondary" aria-label={REPORTS_UI.recordLabel} data-testid="reporter-record">
      {REPORTS_UI.record(data.actioned, data.dismissed, data.total)}
      {data.excess > 0 ? (
        <Box component="span" sx={{ color: 'warning.main', fontWeight: 600 }} data-testid="reporter-excess">
          {` · ${REPORTS_UI.recordExcess(data.excess)}`}
        </Box>
      ) : null}
    </Typography>
  );
}

function Resolution({ report }: { report: Report }) {
  const r = report.resolution;
  if (!r) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      {r.action === 'dismissed' && r.reason ? `${REPORTS_UI.dismissedBecause(r.reason)} · ` : ''}
      {REPORTS_UI.resolvedBy(r.by.username, formatTimestamp(r.at))}
    </Typography>
  );
}

export function ReportItem({ report }: { report: Report }) {
  return (
    <ItemRow data-testid="report-item" data-id={report._id}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Chip size="small" label={REPORTS_UI.categories[report.category]} />
        <Chip size="small" variant="outlined" color={STATUS_COLOR[report.status]} label={REPORTS_UI.statuses[report.status]} />
        {report.excess ? (
          <Tooltip title={REPORTS_UI.excessHint}>
            <Chip size="small" variant="outlined" color="warning" label={REPORTS_UI.excess} data-testid="report-excess" />
          </Tooltip>
        ) : null}
        <Typography component="time" variant="body2" color="text.secondary" dateTime={report.date} sx={{ ml: { sm: 'auto' } }}>
          {`${agoText(report.date)} · ${formatTimestamp(report.date)}`}
        </Typography>
      </Box>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="report-text">
        {report.text}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.25, mt: 1 }}>
        <Typography component="span" variant="body2" color="text.secondary">
          {REPORTS_UI.reportedBy}
        </Typography>
        <Typography component="span" variant="body2">
          <PlayerLabelLink label={{ userId: report.reporterId, name: report.reporterName }} />
        </Typography>
        <ReporterRecord userId={report.reporterId} />
      </Box>
      {report.serverId || report.placeId ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {[report.serverId ? REPORTS_UI.server(report.serverId) : null, report.placeId ? REPORTS_UI.place(report.placeId) : null].filter(Boolean).join(' · ')}
        </Typography>
      ) : null}
      <Resolution report={report} />
      <ReportContext reportId={report._id} />
    </ItemRow>
  );
}
