// The item's outlier sales: when, at what unit price, how far from their day's median, and a link
// to each sale in Marketplace Logs (its permalink opens the purchase).
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCaseBux, formatTimestamp, type ItemOutlier } from '@staff-console/domain';
import { ITEM_UI } from '../item-messages';

const UI = ITEM_UI.outliers;
export const salePath = (ref: string) => `/marketplace?${new URLSearchParams({ open: ref }).toString()}`;

export function OutliersTable({ outliers }: { outliers: readonly ItemOutlier[] }) {
  return (
    <Paper variant="outlined" component="section" aria-label={UI.title} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {UI.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {UI.hint}
      </Typography>
      {outliers.length === 0 ? (
        <Typography color="text.secondary">{UI.none}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={UI.title}>
            <TableHead>
              <TableRow>
                <TableCell>{UI.columns.sale}</TableCell>
                <TableCell align="right">{UI.columns.unitPrice}</TableCell>
                <TableCell>{UI.columns.ratio}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {outliers.map((o) => (
                <TableRow key={o.ref} data-testid="item-outlier">
                  {/* The sale's time is its link: three columns fit a phone without sideways scrolling. */}
                  <TableCell>
                    <Link component={RouterLink} to={salePath(o.ref)} underline="hover" aria-label={UI.open(formatTimestamp(o.date))}>
                      {formatTimestamp(o.date)}
                    </Link>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCaseBux(o.unitPrice)}
                  </TableCell>
                  <TableCell>{UI.ratio(o.ratio)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
