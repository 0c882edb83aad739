// Every staff member's numbers (those who did nothing in the period greyed), sortable by any column (click its header). Sanctions overturned on
// appeal stand out: they are what a head of moderation looks for. The table scrolls sideways inside
// its box on a phone, never the page.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { formatNumber, type TeamMemberStats } from '@staff-console/domain';
import { humanMinutes, TEAM_UI } from '../team-messages';
import { hasActivity, sortStaff, type SortDirection, type TeamColumn } from '../team-sort';

const UI = TEAM_UI.table;
/** The names stay in view while the numbers scroll sideways (on a phone). */
const FIRST = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;
const COLUMNS: readonly TeamColumn[] = [
  'username',
  'warnings',
  'mutes',
  'bans',
  'revoked',
  'casesOpened',
  'casesClosed',
  'reportsResolved',
  'appealsDecided',
  'overturned',
  'medianReportMinutes',
];

function Overturned({ count }: { count: number }) {
  if (count === 0) return <>{formatNumber(0)}</>;
  return (
    <Box
      component="span"
      title={UI.overturned(count)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 0.75, borderRadius: 1, fontWeight: 700, color: 'error.main', bgcolor: 'action.hover' }}
    >
      <WarningAmberIcon fontSize="inherit" aria-hidden />
      {formatNumber(count)}
    </Box>
  );
}

function cell(s: TeamMemberStats, column: TeamColumn) {
  if (column === 'username') return s.username;
  if (column === 'overturned') return <Overturned count={s.overturned} />;
  if (column === 'medianReportMinutes') return s.medianReportMinutes === null ? UI.noReports : humanMinutes(s.medianReportMinutes);
  return formatNumber(s[column]);
}

export function TeamTable({ staff }: { staff: TeamMemberStats[] }) {
  const titleId = useId();
  const [sort, setSort] = useState<{ column: TeamColumn; direction: SortDirection }>({ column: 'username', direction: 'asc' });
  const rows = sortStaff(staff, sort.column, sort.direction);
  const sortBy = (column: TeamColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: column === 'username' ? 'asc' : 'desc' },
    );
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 1 }}>
        {UI.title}
      </Typography>
      {/* data-scroll-x: on a phone the eleven columns scroll sideways here, the page never does. */}
      <TableContainer data-scroll-x sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'username' ? 'left' : 'right'}
                  sortDirection={sort.column === column ? sort.direction : false}
                  sx={{ px: 1, verticalAlign: 'bottom', ...(column === 'username' ? FIRST : { minWidth: column === 'medianReportMinutes' ? 112 : undefined }) }}
                >
                  <TableSortLabel
                    active={sort.column === column}
                    direction={sort.column === column ? sort.direction : 'asc'}
                    hideSortIcon
                    onClick={() => sortBy(column)}
                    title={UI.sortBy(UI.columns[column])}
                  >
                    {UI.columns[column]}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((s) => (
              <TableRow key={s.userId} data-testid="team-row" sx={hasActivity(s) ? undefined : { '& td': { color: 'text.secondary' } }}>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    align={column === 'username' ? 'left' : 'right'}
                    sx={{ px: 1, whiteSpace: 'nowrap', ...(column === 'username' ? FIRST : {}) }}
                  >
                    {cell(s, column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
