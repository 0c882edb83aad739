// The Logs tab (docs/RULES.md, "Screens and routes"): filters, the action log 50 per page newest first, details cut at 60
// characters (each value at 20), a detail dialog, and paging with first and last buttons.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
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
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ActionLog } from '@staff-console/domain';
import { ListPager } from '../../components/log-list';
import { formatEasternDate, formatNumber } from '../../lib/format';
import { LOGS_UI } from './admin-messages';
import { useActionLogs, useLogCategories } from './api/logs';
import { LoadError } from './load-error';
import { LogDetailDialog } from './log-detail-dialog';
import { detailSummary } from './log-format';
import { LogFilters, NO_FILTERS, filterRange } from './log-filters';
import type { LogFilterValues } from './log-filters';

const COLUMNS = LOGS_UI.columns;

/** 'Mar 5, 2024' over '10:01 AM EST': the table keeps its width for the details. */
function Stamp({ value }: { value: string }) {
  const text = formatEasternDate(value);
  const [day, time] = text.split(' • ');
  if (!time) return <>{text}</>;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {day}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {time}
      </Typography>
    </>
  );
}

export function LogsTab() {
  const [filters, setFilters] = useState<LogFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ActionLog | null>(null);
  const [open, setOpen] = useState(false);
  const categories = useLogCategories();
  const logs = useActionLogs({
    category: filters.category || undefined,
    username: filters.username || undefined,
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
      <LogFilters
        value={filters}
        categories={categories.data ?? []}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      {logs.isError ? <LoadError message={LOGS_UI.loadFailed} onRetry={() => void logs.refetch()} /> : null}
      {pagination ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="logs-showing">
          {LOGS_UI.showing(first, Math.max(first, last), pagination.total, formatNumber(pagination.total))}
        </Typography>
      ) : null}
      <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
        {logs.isFetching && data ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} aria-label={LOGS_UI.tableLabel} /> : null}
        <Table size="small" aria-label={LOGS_UI.tableLabel} sx={{ minWidth: 820 }}>
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell>{COLUMNS.time}</TableCell>
              <TableCell>{COLUMNS.category}</TableCell>
              <TableCell>{COLUMNS.user}</TableCell>
              <TableCell>{COLUMNS.action}</TableCell>
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
                <TableCell>
                  <Chip label={log.category} size="small" variant="outlined" />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{log.username || '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{log.action}</TableCell>
                <TableCell
                  sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.78rem', minWidth: 240, overflowWrap: 'anywhere' }}
                  data-testid="log-details"
                >
                  {detailSummary(log.details)}
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={LOGS_UI.viewDetails}>
                    <IconButton
                      aria-label={LOGS_UI.viewDetails}
                      onClick={(e) => {
                        e.stopPropagation();
                        showDetails(log);
                      }}
                    >
                      <VisibilityOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && pagination.pages > 1 ? <ListPager count={pagination.pages} page={page} onChange={setPage} label={LOGS_UI.pagesLabel} compact /> : null}
      <LogDetailDialog key={selected?._id ?? 'none'} log={selected} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
