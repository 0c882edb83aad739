// A marketplace purchase in the detail dialog: the item with its thumbnail and normalised type, the
// price against the base price (the markup or discount chip; docs/RULES.md, "Constants and limits"), who sold and who bought, and
// the raw JSON when the item cannot be read.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCaseBux, formatTimestamp, formatNumber, INVALID_DATE, markupPercent, parseBoughtItem, type MarketplaceEntry } from '@staff-console/domain';
import { DIALOG_UI } from './dialog-messages';
import type { Thumbnails } from './get-thumbnails';
import { ItemThumbnail } from './item-thumbnail';
import { markupChipColor } from './markup-chip-color';
import { RawData } from './raw-data';
import { PlayerLink } from '../../../components/players';
import { GAME_SERVER_UI } from '../../../components/game-server-messages';
import { WatchButton, WATCH_UI } from '../../watch';
import { ItemLink } from '../../../components/item-link';

export function markupLabel(percent: number): string {
  if (percent > 0) return DIALOG_UI.markup(formatNumber(percent));
  if (percent < 0) return DIALOG_UI.discount(formatNumber(percent));
  return DIALOG_UI.atBasePrice;
}

/** The markup-or-discount chip; nothing when there is no reference price to compare with. */
export function MarkupChip({ pricePerUnit, basePrice }: { pricePerUnit: number; basePrice: number }) {
  const percent = markupPercent(pricePerUnit, basePrice);
  if (percent === null) return null;
  return (
    <Tooltip title={DIALOG_UI.markupHelp}>
      <Chip label={markupLabel(percent)} color={markupChipColor(percent)} size="small" data-testid="markup-chip" />
    </Tooltip>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

function createdText(value: unknown): string | null {
  const raw = text(value);
  if (raw === null) return null;
  const formatted = formatTimestamp(raw);
  return formatted === INVALID_DATE ? raw : formatted;
}

export function PurchaseDetails({ entry, thumbnails, loading }: { entry: MarketplaceEntry; thumbnails: Thumbnails; loading: boolean }) {
  const item = entry.parsed ? parseBoughtItem(entry.boughtItem) : null;
  const creator = text(item?.Creator);
  const created = createdText(item?.Created);
  const description = text(item?.LongDesc);
  const locked = typeof item?.Locked === 'boolean' ? item.Locked : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <ItemThumbnail assetId={entry.assetId} name={entry.itemName} thumbnails={thumbnails} loading={loading} size={96} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="purchase-item-name">
            {entry.parsed && entry.itemName ? <ItemLink name={entry.itemName} /> : entry.itemName}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
            {entry.itemType ? <Chip size="small" variant="outlined" label={entry.itemType} data-testid="item-type" /> : null}
            {entry.parsed ? <MarkupChip pricePerUnit={entry.pricePerUnit} basePrice={entry.basePrice} /> : null}
          </Box>
          {entry.itemName ? (
            <Box sx={{ mt: 1 }}>
              <WatchButton label={WATCH_UI.watchItem} prefill={{ kind: 'item', target: entry.itemName, name: WATCH_UI.defaultName.item(entry.itemName) }} />
            </Box>
          ) : null}
        </Box>
      </Box>

      {!entry.parsed ? <RawData value={entry.boughtItem} /> : null}

      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        <Field label={DIALOG_UI.quantity}>{formatNumber(entry.quantity)}</Field>
        <Field label={DIALOG_UI.price}>{formatCaseBux(entry.price)}</Field>
        <Field label={DIALOG_UI.pricePerUnit}>{formatCaseBux(entry.pricePerUnit)}</Field>
        <Field label={DIALOG_UI.basePrice}>{formatCaseBux(entry.basePrice)}</Field>
        <Field label={DIALOG_UI.seller}>
          <PlayerLink userId={entry.sellerId} name={entry.seller} />
        </Field>
        <Field label={DIALOG_UI.buyer}>
          <PlayerLink userId={entry.buyerId} name={entry.buyer} />
        </Field>
        <Field label={DIALOG_UI.date}>{formatTimestamp(entry.date)}</Field>
        {entry.assetId !== null ? <Field label={DIALOG_UI.assetId}>{entry.assetId}</Field> : null}
        {creator ? <Field label={DIALOG_UI.creator}>{creator}</Field> : null}
        {created ? <Field label={DIALOG_UI.created}>{created}</Field> : null}
        {locked !== null ? <Field label={DIALOG_UI.locked}>{locked ? DIALOG_UI.yes : DIALOG_UI.no}</Field> : null}
        {entry.serverId !== undefined ? (
          <Field label={GAME_SERVER_UI.server}>
            <span data-testid="game-server">{entry.serverId}</span>
          </Field>
        ) : null}
        {entry.placeId !== undefined ? (
          <Field label={GAME_SERVER_UI.place}>
            <span data-testid="game-place">{entry.placeId}</span>
          </Field>
        ) : null}
      </Box>

      {description ? (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {DIALOG_UI.description}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{description}</Typography>
        </Box>
      ) : null}
    </Box>
  );
}
