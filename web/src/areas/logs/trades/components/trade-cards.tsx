// Trades as cards on phones (below md): the same facts as a table row, stacked.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { formatTimestamp, formatRap, type Trade } from '@staff-console/domain';
import { CardSkeletons, RowCheckbox, type RowSelection } from '../../../../components/list-screen';
import { type SelectedLogRow, AddToCaseButton } from '../../../moderation';
import { TRADE_UI } from '../trade-messages';
import { ItemCount, Party, ProfitLoss, receivedSide, sentSide } from './trade-parts';
import { tradeRow } from './trades-table';

const CARD_COLUMN = { display: 'flex', flexDirection: 'column', gap: 1.5 } as const;

export interface TradeCardsProps {
  trades: readonly Trade[];
  onOpen: (id: string) => void;
  selection?: RowSelection<SelectedLogRow> | null;
}

export function TradeCards({ trades, onOpen, selection }: TradeCardsProps) {
  return (
    <Box component="ul" aria-label={TRADE_UI.tableLabel} sx={{ listStyle: 'none', m: 0, p: 0, ...CARD_COLUMN }}>
      {trades.map((trade) => (
        <Card component="li" key={trade._id} variant="outlined" data-testid="trade-card" data-id={trade._id}>
          <CardContent sx={{ pb: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
              {selection ? <RowCheckbox checked={selection.has(trade._id)} onChange={() => selection.toggle(tradeRow(trade))} /> : null}
              <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                {formatTimestamp(trade.date)}
              </Typography>
              <ItemCount count={trade.itemCount} />
            </Box>
            <Party name={trade.sender} userId={trade.senderId} gave={sentSide(trade)} />
            <ArrowDownwardIcon fontSize="small" color="action" aria-hidden />
            <Party name={trade.receiver} userId={trade.receiverId} gave={receivedSide(trade)} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {TRADE_UI.columns.value}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="trade-value">
                  {formatRap(trade.total)}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {TRADE_UI.columns.profitLoss}
                </Typography>
                <ProfitLoss value={trade.profitLoss} lopsided={trade.lopsided} />
              </Box>
            </Box>
          </CardContent>
          <CardActions sx={{ pt: 0, px: 2, pb: 1.5 }}>
            <Button size="small" onClick={() => onOpen(trade._id)}>
              {TRADE_UI.viewDetails}
            </Button>
            <AddToCaseButton variant="text" target={{ kind: 'trade', id: trade._id, players: [trade.senderId, trade.receiverId] }} />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

export function TradeCardsSkeleton({ cards }: { cards: number }) {
  return (
    <CardSkeletons cards={cards} testId="trade-card-skeleton" label={TRADE_UI.loading} sx={CARD_COLUMN}>
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={32} sx={{ mt: 1 }} />
    </CardSkeletons>
  );
}
