// The Logs tab (docs/RULES.md, "Screens and routes"): filters kept in the URL, the action log 50 per page newest first,
// each action in words with links to what it is about (player, case, sanction, staff account), details cut at 60
// characters (each value at 20), a detail dialog, and paging with first and last buttons. On a phone each entry is a
// card, so its action is on screen without scrolling sideways.
import { useState } from 'react';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { actionLabel, type ActionLog } from '@staff-console/domain';
import { ListPager } from '../../../components/list-screen';
import { formatTimestamp, formatNumber } from '../../../lib/format';
import { timeZoneName, useDisplayTimeZone } from '../../../lib/time-zone';
import { LOGS_UI } from './action-log-messages';
import { useActionLogs, useLogCategories } from './api/logs';
import { LoadError } from '../../../components/list-screen';
import { LogDetailDialog } from './log-detail-dialog';
import { detailSummary } from './log-format';
import { LogFilters, filterRange } from './log-filters';
import { LogTargets } from './log-targets';
import { Stamp } from '../../../components/admin/stamp';
import { logsLink, useLogsView } from './logs-view';

const COLUMNS = LOGS_UI.columns;
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Details already shown as links in the About column: the summary leaves them out. */
function linkedKeys(log: ActionLog): string[] {
  const t = log.targets;
  if (!t) return [];
  const keys: string[] = [];
  if (t.players.length) keys.push('userId', 'players');
  if (t.case) keys.push('caseId', 'number');
  if (t.user) keys.push('userId', 'username', 'deletedUserId', 'deletedUsername');
  if (t.sanctionId) keys.push('sanctionId');
  return keys;
}

const categoryText = (c: string) => LOGS_UI.categories[c as keyof typeof LOGS_UI.categories] ?? c;

/** The action in words, its code as the title, and its category beneath. */
function ActionCell({ log }: { log: ActionLog }) {
  return (
    <>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }} title={log.action} data-testid="log-action">
        {actionLabel(log.action)}
      </Typography>
      <Chip label={categoryText(log.category)} size="small" variant="outlined" sx={{ mt: 0.5, height: 20, fontSize: '0.7rem' }} />
    </>
  );
}

/** Who did it, as a link to everything they did. */
function ActorLink({ username }: { username: string }) {
  if (!username) return <>—</>;
  return (
    <Link
      component={RouterLink}
      to={logsLink({ username })}
      underline="hover"
      color="inherit"
      onClick={(e) => e.stopPropagation()}
      title={LOGS_UI.everythingBy(username)}
      data-testid="log-actor"
    >
      {username}
    </Link>
  );
}

function ViewButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip title={LOGS_UI.viewDetails}>
      <IconButton
        aria-label={LOGS_UI.viewDetails}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        <VisibilityOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

function LogCards({ logs, pending, onShow }: { logs: ActionLog[] | undefined; pending: boolean; onShow: (log: ActionLog) => void }) {
  return (
    <Box component="ul" aria-label={LOGS_UI.tableLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {pending ? [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={96} component="li" />) : null}
      {logs?.length === 0 ? (
        <Typography component="li" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {LOGS_UI.empty}
        </Typography>
      ) : null}
      {logs?.map((log) => (
        <Paper
          key={log._id}
          component="li"
          variant="outlined"
          data-testid="log-row"
          onClick={() => onShow(log)}
          sx={{ p: 1.5, cursor: 'pointer', minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ActionCell log={log} />
            </Box>
            <ViewButton onClick={() => onShow(log)} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <ActorLink username={log.username} />
            {` · ${formatTimestamp(log.timestamp)}`}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <LogTargets targets={log.targets} />
          </Box>
          <Typography sx={{ fontFamily: MONO, fontSize: '0.75rem', mt: 0.5, overflowWrap: 'break-word' }} color="text.secondary" data-testid="log-details">
            {detailSummary(log.details, linkedKeys(log))}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

export function LogsTab() {
  const [view, setView] = useLogsView();
  const [selected, setSelected] = useState<ActionLog | null>(null);
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const zone = timeZoneName(useDisplayTimeZone());
  const categories = useLogCategories();
  const { page, ...filters } = view;
  const logs = useActionLogs({
    category: filters.category || undefined,
    username: filters.username || undefined,
    action: filters.action || undefined,
    player: filters.player || undefined,
    case: filters.case || undefined,
    targetUser: filters.targetUser || undefined,
    ...filterRange(filters),
    page,
  });
  const data = logs.data;
  const pagination = data?.pagination;
  const first = pagination && pagination.total > 0 ? (pagination.page - 1) * pagination.limit + 1 : 0;
  const last = pagination ? Math.min(pagination.total, first + (data?.logs.length ?? 0) - 1) : 0;
  const showDetails = (log: ActionLog) => {
    setSelected(log);
    setOpen(true);
  };

  return (
    <Box>
      <LogFilters key={JSON.stringify(filters)} value={filters} categories={categories.data ?? []} onApply={(f) => setView({ ...f, page: 1 })} />
      {logs.isError ? <LoadError message={LOGS_UI.loadFailed} onRetry={() => void logs.refetch()} /> : null}
      {pagination ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <span data-testid="logs-showing">{LOGS_UI.showing(first, Math.max(first, last), pagination.total, formatNumber(pagination.total))}</span>
          {` · ${LOGS_UI.timesIn(zone)}`}
        </Typography>
      ) : null}
      {phone ? (
        <LogCards logs={data?.logs} pending={logs.isPending} onShow={showDetails} />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
          {logs.isFetching && data ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} aria-label={LOGS_UI.tableLabel} /> : null}
          <Table size="small" aria-label={LOGS_UI.tableLabel} sx={{ minWidth: 860 }}>
            <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              <TableRow>
                <TableCell>{COLUMNS.time}</TableCell>
                <TableCell>{COLUMNS.user}</TableCell>
                <TableCell>{COLUMNS.action}</TableCell>
                <TableCell>{COLUMNS.about}</TableCell>
                <TableCell>{COLUMNS.details}</TableCell>
                <TableCell align="right" aria-label={LOGS_UI.viewDetails} />
              </TableRow>
            </TableHead>
            <TableBody>
              {logs.isPending
                ? Array.from({ length: 5 }, (_, i) => (
                    <TableRow key={i}>
                      {[0, 1, 2, 3, 4, 5].map((j) => (
                        <TableCell key={j}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : null}
              {data && data.logs.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {LOGS_UI.empty}
                  </TableCell>
                </TableRow>
              ) : null}
              {data?.logs.map((log) => (
                <TableRow key={log._id} hover data-testid="log-row" onClick={() => showDetails(log)} sx={{ cursor: 'pointer' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Stamp value={log.timestamp} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 96, overflowWrap: 'break-word' }}>
                    <ActorLink username={log.username} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 150 }}>
                    <ActionCell log={log} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    <LogTargets targets={log.targets} />
                  </TableCell>
                  {/* Machine ids may break anywhere; the cell's minimum width keeps words whole. */}
                  <TableCell sx={{ fontFamily: MONO, fontSize: '0.78rem', minWidth: 200, overflowWrap: 'anywhere' }} data-testid="log-details">
                    {detailSummary(log.details, linkedKeys(log))}
                  </TableCell>
                  <TableCell align="right">
                    <ViewButton onClick={() => showDetails(log)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pagination && pagination.pages > 1 ? (
        <ListPager count={pagination.pages} page={page} onChange={(p) => setView({ ...view, page: p })} label={LOGS_UI.pagesLabel} compact />
      ) : null}
      <LogDetailDialog key={selected?._id ?? 'none'} log={selected} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
