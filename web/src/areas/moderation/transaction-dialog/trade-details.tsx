// A trade in the detail dialog: what each side gave, item by item with thumbnails and values, each
// side's value ('N + M Case-bux') and RAP, the trade's total and the sender's profit or loss.
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import { formatTimestamp, formatNumber, formatRap, formatSide, storedSide, UNKNOWN_ITEM, type Trade } from '@staff-console/domain';
import { DIALOG_UI } from './dialog-messages';
import type { Thumbnails } from './get-thumbnails';
import { ItemThumbnail } from './item-thumbnail';
import { RawData } from './raw-data';
import { readSide, type SideEntry } from './trade-entries';
import { PlayerLink } from '../../../components/players';
import { ItemLink } from '../../../components/item-link';
import { GameServerFacts } from '../../../components/game-server';
import { profitColor, signedRap } from '../../../components/profit-loss';
import { WatchButton, WATCH_UI } from '../../watch';

export function tradeAssetIds(trade: Trade): number[] {
  return [...readSide(trade.sentItems.items), ...readSide(trade.receivedItems.items)].flatMap((e) =>
    e.kind === 'item' && e.assetId !== null ? [e.assetId] : [],
  );
}

// On a phone the value goes under the name rather than squeezing it to a few letters a line.
const ENTRY_ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 } as const;

function EntryRow({ entry, thumbnails, loading }: { entry: SideEntry; thumbnails: Thumbnails; loading: boolean }) {
  switch (entry.kind) {
    case 'raw':
      return <RawData value={entry.raw} />;
    case 'currency':
      return (
        <Box sx={ENTRY_ROW} data-testid="trade-entry">
          <Box sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1.5, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
            <PaidOutlinedIcon color="warning" aria-hidden />
          </Box>
          <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{DIALOG_UI.caseBux}</Typography>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{`${formatNumber(entry.amount)} ${DIALOG_UI.caseBux}`}</Typography>
        </Box>
      );
    case 'item':
      return (
        <Box sx={ENTRY_ROW} data-testid="trade-entry">
          <ItemThumbnail assetId={entry.assetId} name={entry.name} thumbnails={thumbnails} loading={loading} />
          <Box sx={{ flex: '1 1 150px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {entry.name === UNKNOWN_ITEM ? entry.name : <ItemLink name={entry.name} />}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}>
              {entry.type ? <Chip size="small" label={entry.type} variant="outlined" /> : null}
              {entry.count !== 1 ? (
                <Typography variant="body2" color="text.secondary">
                  {DIALOG_UI.times(formatNumber(entry.count))}
                </Typography>
              ) : null}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ml: 'auto' }}>
            {entry.name === UNKNOWN_ITEM ? null : (
              <WatchButton
                compact
                label={WATCH_UI.watchItemNamed(entry.name)}
                prefill={{ kind: 'item', target: entry.name, name: WATCH_UI.defaultName.item(entry.name) }}
              />
            )}
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatRap(entry.value)}</Typography>
              {entry.count !== 1 ? (
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {DIALOG_UI.each(formatRap(entry.unitValue))}
                </Typography>
              ) : null}
            </Box>
          </Box>
        </Box>
      );
  }
}

interface SidePanelProps {
  heading: string;
  caption: string;
  items: readonly unknown[];
  side: ReturnType<typeof storedSide>;
  thumbnails: Thumbnails;
  loading: boolean;
  testId: string;
}

function SidePanel({ heading, caption, items, side, thumbnails, loading, testId }: SidePanelProps) {
  const entries = useMemo(() => readSide(items), [items]);
  const headingId = `${testId}-heading`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {caption}
        </Typography>
      </Box>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{DIALOG_UI.noItems}</Typography>
      ) : (
        entries.map((entry) => <EntryRow key={entry.key} entry={entry} thumbnails={thumbnails} loading={loading} />)
      )}
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{DIALOG_UI.sideValue}</Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid={`${testId}-value`}>
          {formatSide(side)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{DIALOG_UI.sideRap}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatRap(side.rap)}</Typography>
      </Box>
    </Paper>
  );
}

export function TradeDetails({ trade, thumbnails, loading }: { trade: Trade; thumbnails: Thumbnails; loading: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography color="text.secondary">{formatTimestamp(trade.date)}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <PlayerLink userId={trade.senderId} name={trade.sender} />
          </Typography>
          <ArrowForwardIcon fontSize="small" color="action" aria-hidden />
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <PlayerLink userId={trade.receiverId} name={trade.receiver} />
          </Typography>
          <Chip size="small" label={DIALOG_UI.itemCount(trade.itemCount)} color={trade.itemCount > 5 ? 'warning' : 'default'} />
        </Box>
        <Box sx={{ mt: 0.5 }}>
          <GameServerFacts serverId={trade.serverId} placeId={trade.placeId} />
        </Box>
      </Box>
      {trade.lopsided ? <Alert severity="warning">{DIALOG_UI.lopsided}</Alert> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <SidePanel
          heading={DIALOG_UI.sentItems}
          caption={DIALOG_UI.gaveBy(trade.sender, trade.receiver)}
          items={trade.sentItems.items}
          side={storedSide(trade, 'sent')}
          thumbnails={thumbnails}
          loading={loading}
          testId="sent-side"
        />
        <SidePanel
          heading={DIALOG_UI.receivedItems}
          caption={DIALOG_UI.gaveBy(trade.receiver, trade.sender)}
          items={trade.receivedItems.items}
          side={storedSide(trade, 'received')}
          thumbnails={thumbnails}
          loading={loading}
          testId="received-side"
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Box>
          <Typography color="text.secondary">{DIALOG_UI.tradeValue}</Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="trade-total">
            {formatRap(trade.total)}
          </Typography>
        </Box>
        <Box>
          <Typography color="text.secondary">{DIALOG_UI.profitLoss}</Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: profitColor(trade.profitLoss) }} data-testid="trade-profit-loss">
            {signedRap(trade.profitLoss)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {DIALOG_UI.profitLossOf(trade.sender)}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
