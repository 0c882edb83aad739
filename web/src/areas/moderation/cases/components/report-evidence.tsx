// A player report kept as evidence: its category, who reported whom (names with ids), its text and
// game server, and the chat of the minutes before it as it was when the report was resolved.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatTimestamp, type ReportEvidenceSnapshot } from '@staff-console/domain';
import { PlayerLink } from '../../../../components/players';
import { CASES_UI } from '../cases-messages';

function ContextLines({ context }: { context: ReportEvidenceSnapshot['context'] }) {
  const [shown, setShown] = useState(false);
  if (context.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {CASES_UI.reportContext(0)}
      </Typography>
    );
  return (
    <Box>
      <Button size="small" onClick={() => setShown((s) => !s)} aria-expanded={shown}>
        {CASES_UI.reportContext(context.length)}
      </Button>
      {shown ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, pl: 1, borderLeft: 2, borderColor: 'divider' }} data-testid="report-evidence-context">
          {context.map((m) => (
            <Box component="li" key={m._id} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ mr: 1 }}>
                <time dateTime={m.timestamp}>{formatTimestamp(m.timestamp)}</time>
              </Typography>
              <PlayerLink userId={m.userId} name={m.name} />
              <Typography component="span" variant="body2">{` ${m.message}`}</Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

export function ReportEvidence({ snapshot }: { snapshot: ReportEvidenceSnapshot }) {
  const { report, context } = snapshot;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        <Chip size="small" variant="outlined" label={CASES_UI.reportCategory(report.category)} />
        <PlayerLink userId={report.reportedId} name={report.reportedName} />
        <Typography component="span" variant="caption" color="text.secondary">{`User ID: ${report.reportedId}`}</Typography>
      </Box>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="evidence-message">
        {report.text}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`${CASES_UI.reportedBy} `}
        <PlayerLink userId={report.reporterId} name={report.reporterName} />
        {` · ${report.reporterId}`}
        {report.serverId ? ` · ${CASES_UI.reportServer(report.serverId)}` : ''}
      </Typography>
      <ContextLines context={context} />
    </>
  );
}
