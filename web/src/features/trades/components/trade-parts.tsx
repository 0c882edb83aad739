// Pieces shared by the trades table and the trade cards.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatEasternDate, formatRap, formatSide, type Trade } from '@staff-console/domain';
import { PlayerLink } from '../../../components/player-link';
import { TRADE_UI } from '../trade-messages';

/** 'N + M Case-bux' for what one party gave. */
export const sentSide = (t: Trade) => formatSide({ items: t.sent - t.sentCaseBux, caseBux: t.sentCaseBux });
export const receivedSide = (t: Trade) => formatSide({ items: t.received - t.receivedCaseBux, caseBux: t.receivedCaseBux });

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Text that wraps only between words, never inside 'Case-bux'. */
export function Words({ text }: { text: string }) {
  const words = text.split(' ');
  return (
    <>
      {words.map((word, i) => (
        <Box component="span" key={i} sx={word.includes('-') ? nowrap : undefined}>
          {i > 0 ? ' ' : ''}
          {word}
        </Box>
      ))}
    </>
  );
}

/** 'Mar 1, 2024 • 10:00 AM EST', wrapping only between the day and the time. */
export function DateTime({ value }: { value: string }) {
  const [day, time] = formatEasternDate(value).split(' • ');
  if (time === undefined) return <>{day}</>;
  return (
    <>
      <Box component="span" sx={nowrap}>{`${day} •`}</Box> <Box component="span" sx={nowrap}>{time}</Box>
    </>
  );
}

/** One side of a trade: the player (a link to their page) and what they gave. */
export function Party({ name, userId, gave }: { name: string; userId: number | undefined; gave: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
        <PlayerLink userId={userId} name={name} />
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        <Words text={TRADE_UI.gave(gave)} />
      </Typography>
    </Box>
  );
}

/** The item count, highlighted above 5 items (SPEC §9). */
export function ItemCount({ count }: { count: number }) {
  const many = count > 5;
  const chip = (
    <Chip
      size="small"
      label={TRADE_UI.itemCount(count)}
      color={many ? 'warning' : 'default'}
      variant={many ? 'filled' : 'outlined'}
      data-highlighted={many}
      data-testid="item-count"
    />
  );
  return many ? <Tooltip title={TRADE_UI.manyItems}>{chip}</Tooltip> : chip;
}

/** '+1,200 RAP' in the success colour, '-300 RAP' in the error colour. */
export function ProfitLoss({ value, lopsided }: { value: number; lopsided?: boolean }) {
  const color = value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.secondary';
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'inherit', gap: 0.5 }}>
      <Typography variant="body2" sx={{ color, fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="profit-loss">
        {value > 0 ? `+${formatRap(value)}` : formatRap(value)}
      </Typography>
      {lopsided ? (
        <Tooltip title={TRADE_UI.lopsidedHelp}>
          <Chip size="small" color="warning" variant="outlined" label={TRADE_UI.lopsided} />
        </Tooltip>
      ) : null}
    </Box>
  );
}
