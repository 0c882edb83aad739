// The dashboard's "Your work" for those who see moderation: open cases assigned to them, the latest
// sanctions, and (with moderate) bans whose enforcement failed among the latest bans — or, without
// Open Cloud, that no ban reaches Roblox at all and game servers alone enforce them. Above them, how
// many reported players wait for a moderator and since when.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SanctionsPage, type Sanction } from '@staff-console/domain';
import { moderationKeys, useCases, MOD_UI, useSanctionPresets, SanctionPlayer, sanctionHeadline, type ModerationAccess } from '../../moderation';
import { WaitingReports } from '../../reports';
import { apiRequest } from '../../../lib/api-client';
import { formatTimestamp } from '../../../lib/format';
import { YOUR_WORK_UI as UI } from './your-work-messages';

const RECENT = 5;
const BANS_CHECKED = 50;

const getSanctions = (params: string, signal?: AbortSignal) => apiRequest(`/api/sanctions?${params}`, { signal, schema: SanctionsPage });

/** A block of the dashboard: its heading and hint, its lines, and a link to the whole list. */
function Block({ title, children, link, hint }: { title: string; children: ReactNode; link?: { to: string; label: string }; hint?: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {children}
      </Box>
      {link ? (
        <Box sx={{ mt: 1 }}>
          <Button component={RouterLink} to={link.to} size="small">
            {link.label}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

const Empty = ({ text }: { text: string }) => (
  <Typography component="li" variant="body2" color="text.secondary">
    {text}
  </Typography>
);

// Recent sanctions stay listed once revoked or expired: a head of moderation reads this block as
// "what was done lately", and a revoke is part of that. But an ended sanction must never read as
// one in force, so it is marked with its status and its headline struck through.
function SanctionLine({ s }: { s: Sanction }) {
  const ended = s.status !== 'active';
  return (
    <Box component="li" sx={{ minWidth: 0 }} data-testid="dashboard-sanction" data-status={s.status}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="strong" sx={ended ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}>
          {sanctionHeadline(s)}
        </Box>
        {ended ? (
          <Chip size="small" variant="outlined" label={MOD_UI.sanctionStatuses[s.status]} sx={{ ml: 0.75, height: 20 }} data-testid="sanction-status" />
        ) : null}
        {' · '}
        <SanctionPlayer userId={s.userId} name={s.playerName} />
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {s.enforcement.state === 'failed'
          ? (s.enforcement.lastError ?? MOD_UI.enforcement.failed)
          : MOD_UI.issuedBy(s.createdBy.username, formatTimestamp(s.createdAt))}
      </Typography>
    </Box>
  );
}

/** A placeholder line while a block loads, its failure, or the sentence of an empty block. */
function BlockState({ pending, failed, empty, emptyText }: { pending: boolean; failed: boolean; empty: boolean; emptyText: string }) {
  if (pending)
    return (
      <li>
        <Skeleton />
      </li>
    );
  if (failed) return <Empty text={UI.loadFailed} />;
  return empty ? <Empty text={emptyText} /> : null;
}

export function YourWork({ access }: { access: ModerationAccess }) {
  const cases = useCases({ status: 'open', assignee: 'me', limit: RECENT });
  const recent = useQuery({ queryKey: [...moderationKeys.all, 'sanctions', 'recent'], queryFn: ({ signal }) => getSanctions(`limit=${RECENT}`, signal) });
  const bans = useQuery({
    queryKey: [...moderationKeys.all, 'sanctions', 'latest-bans'],
    queryFn: ({ signal }) => getSanctions(`type=ban&limit=${BANS_CHECKED}`, signal),
    enabled: access.moderate,
  });
  const failed = bans.data?.sanctions.filter((s) => s.enforcement.state === 'failed') ?? [];
  const presets = useSanctionPresets(access.moderate);
  const noOpenCloud = presets.data?.openCloudConfigured === false;

  return (
    <Box component="section" aria-labelledby="dashboard-your-work" sx={{ mb: 5 }} data-testid="your-work">
      <Typography id="dashboard-your-work" component="h2" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        {UI.title}
      </Typography>
      <WaitingReports />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: `repeat(${access.moderate ? 3 : 2}, minmax(0, 1fr))` } }}>
        <Block title={UI.myCases} link={{ to: '/cases?status=open&assignee=me', label: UI.allCases }}>
          <BlockState pending={cases.isPending} failed={cases.isError} empty={cases.data?.cases.length === 0} emptyText={UI.noCases} />
          {cases.data?.cases.map((c) => (
            <Box component="li" key={c._id} sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={`/cases/${c._id}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {`${MOD_UI.caseNumber(c.number)}: ${c.title}`}
              </Link>
            </Box>
          ))}
        </Block>
        <Block title={UI.recent} link={{ to: '/sanctions', label: UI.allSanctions }}>
          <BlockState pending={recent.isPending} failed={recent.isError} empty={recent.data?.sanctions.length === 0} emptyText={UI.noSanctions} />
          {recent.data?.sanctions.map((s) => (
            <SanctionLine key={s._id} s={s} />
          ))}
        </Block>
        {access.moderate ? (
          noOpenCloud ? (
            <Block title={UI.enforcement} hint={UI.noOpenCloudHint}>
              <Typography component="li" variant="body2" data-testid="no-open-cloud">
                {UI.noOpenCloud}
              </Typography>
            </Block>
          ) : (
            <Block title={UI.failed} hint={UI.failedHint(BANS_CHECKED)}>
              <BlockState pending={bans.isPending || presets.isPending} failed={bans.isError} empty={failed.length === 0} emptyText={UI.noFailed} />
              {failed.map((s) => (
                <SanctionLine key={s._id} s={s} />
              ))}
            </Block>
          )
        ) : null}
      </Box>
    </Box>
  );
}
