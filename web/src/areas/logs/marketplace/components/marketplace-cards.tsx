// Purchases as cards on phones and tablets (below lg); a tap on a card opens the detail dialog.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCaseBux, formatTimestamp, formatNumber, type MarketplaceEntry } from '@staff-console/domain';
import { MARKET_UI } from '../marketplace-messages';
import { ItemName, marketplaceRow } from './marketplace-table';
import { CardSkeletons, RowCheckbox, Words, type RowSelection } from '../../../../components/list-screen';
import { type SelectedLogRow, AddToCaseButton } from '../../../moderation';
import { PlayerLink } from '../../../../components/players';

/** One column on a phone, two on a tablet. */
const CARD_GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 } as const;

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {typeof value === 'string' ? <Words text={value} /> : value}
      </Typography>
    </Box>
  );
}

export interface MarketplaceCardsProps {
  entries: readonly MarketplaceEntry[];
  onOpen: (id: string) => void;
  selection?: RowSelection<SelectedLogRow> | null;
}

export function MarketplaceCards({ entries, onOpen, selection }: MarketplaceCardsProps) {
  const c = MARKET_UI.columns;
  return (
    <Box component="ul" aria-label={MARKET_UI.tableLabel} sx={{ listStyle: 'none', m: 0, p: 0, ...CARD_GRID }}>
      {entries.map((entry) => (
        <Card component="li" key={entry._id} variant="outlined" data-testid="market-card" data-id={entry._id}>
          <CardActionArea onClick={() => onOpen(entry._id)} aria-label={`${MARKET_UI.viewDetails}: ${entry.itemName}`}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <ItemName entry={entry} />
                <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="market-price">
                  {formatCaseBux(entry.price)}
                </Typography>
              </Box>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1 }}>
                <Fact label={c.quantity} value={formatNumber(entry.quantity)} />
                <Fact label={c.pricePerUnit} value={formatCaseBux(entry.pricePerUnit)} />
                <Fact label={c.basePrice} value={formatCaseBux(entry.basePrice)} />
              </Box>
              <Typography variant="caption" color="text.secondary">
                {formatTimestamp(entry.date)}
              </Typography>
            </CardContent>
          </CardActionArea>
          {/* Outside the action area: a link may not sit inside a button. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, px: 2, pb: 2 }}>
            <Fact label={c.seller} value={<PlayerLink userId={entry.sellerId} name={entry.seller} />} />
            <Fact label={c.buyer} value={<PlayerLink userId={entry.buyerId} name={entry.buyer} />} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 1, mt: -1, '&:empty': { display: 'none' } }}>
            {selection ? <RowCheckbox checked={selection.has(entry._id)} onChange={() => selection.toggle(marketplaceRow(entry))} /> : null}
            <AddToCaseButton variant="text" target={{ kind: 'marketplace', id: entry._id, players: [entry.sellerId, entry.buyerId] }} />
          </Box>
        </Card>
      ))}
    </Box>
  );
}

export function MarketplaceCardsSkeleton({ cards }: { cards: number }) {
  return (
    <CardSkeletons cards={cards} testId="market-card-skeleton" sx={CARD_GRID}>
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width="40%" />
    </CardSkeletons>
  );
}
