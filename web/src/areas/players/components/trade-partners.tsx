// The player's trade partners (most trades first): a victim traded with again and again, or value
// flowing one way through several accounts, stands out here before anyone reads a single trade.
// A table on wider screens; on a phone each partner is a short block, so names never break.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatTimestamp, formatNumber, type TradePartner } from '@staff-console/domain';
import { PlayerLink } from '../../../components/players/player-link';
import { errorText } from '../../../lib/api-client';
import { useTradePartners } from '../api/get-player';
import { PLAYER_UI } from '../player-messages';

const UI = PLAYER_UI.partners;

function PartnerName({ partner }: { partner: TradePartner }) {
  return (
    <>
      <PlayerLink userId={partner.userId} name={partner.name} />
      {partner.userId === null ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {UI.noId}
        </Typography>
      ) : null}
    </>
  );
}

function PartnerBlocks({ partners }: { partners: readonly TradePartner[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {partners.map((p) => (
        <Box component="li" key={`${p.userId ?? 'name'}:${p.name}`} data-testid="trade-partner" sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
            <PartnerName partner={p} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {UI.columns.trades} {formatNumber(p.trades)} · {UI.columns.lopsided} {formatNumber(p.lopsided)}
          </Typography>
          <Typography variant="body2">
            {UI.columns.gave} {formatNumber(p.gave)} · {UI.columns.got} {formatNumber(p.got)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {UI.columns.last} {formatTimestamp(p.lastTrade)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function TradePartnersPanel({ userId }: { userId: number }) {
  const { data, isPending, isError, error } = useTradePartners(userId);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  let body;
  if (isPending) body = <Skeleton height={120} sx={{ mx: 2 }} />;
  else if (isError)
    body = (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorText(error, UI.failed)}
      </Alert>
    );
  else if (data.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {UI.none}
      </Typography>
    );
  else if (phone) body = <PartnerBlocks partners={data} />;
  else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={UI.title}>
          <TableHead>
            <TableRow>
              <TableCell>{UI.columns.partner}</TableCell>
              <TableCell align="right">{UI.columns.trades}</TableCell>
              <TableCell align="right">{UI.columns.lopsided}</TableCell>
              <TableCell align="right">{UI.columns.gave}</TableCell>
              <TableCell align="right">{UI.columns.got}</TableCell>
              <TableCell>{UI.columns.last}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((p) => (
              <TableRow key={`${p.userId ?? 'name'}:${p.name}`} data-testid="trade-partner">
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                  <PartnerName partner={p} />
                </TableCell>
                <TableCell align="right">{formatNumber(p.trades)}</TableCell>
                <TableCell align="right">
                  {p.lopsided > 0 ? <Chip size="small" color="error" variant="outlined" label={formatNumber(p.lopsided)} /> : 0}
                </TableCell>
                <TableCell align="right">{formatNumber(p.gave)}</TableCell>
                <TableCell align="right">{formatNumber(p.got)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(p.lastTrade)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-label={UI.title} sx={{ mb: 3 }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {UI.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {UI.hint}
        </Typography>
      </Box>
      {body}
    </Paper>
  );
}
