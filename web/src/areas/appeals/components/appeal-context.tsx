// Beside an appeal: the case behind its sanction (title, status, summary and its newest evidence,
// with a link to the case) and the player's sanctions, this one marked, so a reviewer weighs the
// appeal against what the player did and has been given before.
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatTimestamp, type Appeal } from '@staff-console/domain';
import { EvidenceItem, MOD_UI, sanctionHeadline, TransactionDialog, useCase, usePlayerSanctions, type Transaction } from '../../moderation';
import { APPEALS_UI } from '../appeals-messages';

/** The case's newest evidence shown here; the case page has the rest. */
const EVIDENCE_SHOWN = 5;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function CaseBehind({ caseId }: { caseId: string }) {
  const found = useCase(caseId);
  const [opened, setOpened] = useState<Transaction | null>(null);
  if (found.isPending) return <Skeleton variant="rounded" height={72} />;
  if (found.isError) return <Typography color="error">{APPEALS_UI.caseFailed}</Typography>;
  const c = found.data;
  const evidence = c.evidence.slice(-EVIDENCE_SHOWN).reverse();
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Link component={RouterLink} to={`/cases/${c._id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="appeal-case-link">
          {`${MOD_UI.caseNumber(c.number)}: ${c.title}`}
        </Link>
        <Chip size="small" variant="outlined" label={MOD_UI.caseStatuses[c.status]} />
      </Box>
      {c.summary ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {c.summary}
        </Typography>
      ) : null}
      {evidence.length > 0 ? (
        <List disablePadding sx={{ display: 'grid', gap: 1 }}>
          {evidence.map((e) => (
            <EvidenceItem key={e._id} evidence={e} canRemove={false} onRemove={() => undefined} onOpen={setOpened} />
          ))}
        </List>
      ) : null}
      {c.evidenceTotal > evidence.length ? (
        <Link component={RouterLink} to={`/cases/${c._id}`} variant="body2">
          {APPEALS_UI.openCase(c.number)}
        </Link>
      ) : null}
      <TransactionDialog open={opened !== null} transaction={opened} kind={opened?.kind ?? 'trade'} onClose={() => setOpened(null)} />
    </Box>
  );
}

function PlayerHistory({ appeal }: { appeal: Appeal }) {
  const history = usePlayerSanctions(appeal.userId);
  if (history.isPending) return <Skeleton variant="rounded" height={72} />;
  if (history.isError) return <Typography color="error">{APPEALS_UI.historyFailed}</Typography>;
  if (history.data.length === 0) return <Typography color="text.secondary">{APPEALS_UI.historyEmpty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {history.data.map((s) => (
        <Box
          component="li"
          key={s._id}
          data-testid="appeal-history-item"
          sx={{ p: 1, borderRadius: 1, border: 1, borderColor: s._id === appeal.sanction._id ? 'primary.main' : 'divider', minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {sanctionHeadline(s)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {MOD_UI.sanctionStatuses[s.status]}
              {s._id === appeal.sanction._id ? ` · ${APPEALS_UI.thisSanction}` : ''}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {s.reason}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {MOD_UI.issuedBy(s.createdBy.username, formatTimestamp(s.createdAt))}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function AppealContext({ appeal }: { appeal: Appeal }) {
  return (
    <>
      <Section title={APPEALS_UI.caseHeading} testId="appeal-case">
        {appeal.sanction.caseId ? <CaseBehind caseId={appeal.sanction.caseId} /> : <Typography color="text.secondary">{APPEALS_UI.noCase}</Typography>}
      </Section>
      <Section title={APPEALS_UI.historyHeading} testId="appeal-history">
        <PlayerHistory appeal={appeal} />
      </Section>
    </>
  );
}
