// Pieces shared by the trades table and the trade cards.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatSide, storedSide, type Trade } from '@staff-console/domain';
import { Words } from '../../../../components/list-screen';
import { PlayerLink, type PlayerLinkProps } from '../../../../components/players';
import { profitColor, signedRap } from '../../../../components/profit-loss';
import { TRADE_UI } from '../trade-messages';

/** 'N + M Case-bux' for what one party gave. */
export const sentSide = (t: Trade) => formatSide(storedSide(t, 'sent'));
export const receivedSide = (t: Trade) => formatSide(storedSide(t, 'received'));

/** One side of a trade: the player (a link to their page) and what they gave. */
export function Party({ name, userId, gave, nameWidth }: { name: string; userId: number | undefined; gave: string; nameWidth?: PlayerLinkProps['maxWidth'] }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
        <PlayerLink userId={userId} name={name} maxWidth={nameWidth} />
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        <Words text={TRADE_UI.gave(gave)} />
      </Typography>
    </Box>
  );
}

/** A trade with more items than this has its item count highlighted (docs/RULES.md, "Constants and limits"). */
const MANY_ITEMS = 5;

export function ItemCount({ count }: { count: number }) {
  const many = count > MANY_ITEMS;
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
  return many ? <Tooltip title={TRADE_UI.manyItems(MANY_ITEMS)}>{chip}</Tooltip> : chip;
}

/** An amount stays on one line, but in the table beside the sidebar, where '65,700 RAP' may wrap before the unit. */
export const AMOUNT_WRAP = { xs: 'nowrap', md: 'normal', xl: 'nowrap' } as const;

/** '+1,200 RAP' in the success colour, '-300 RAP' in the error colour. */
export function ProfitLoss({ value, lopsided }: { value: number; lopsided?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'inherit', gap: 0.5 }}>
      <Typography variant="body2" sx={{ color: profitColor(value), fontWeight: 700, whiteSpace: AMOUNT_WRAP }} data-testid="profit-loss">
        {signedRap(value)}
      </Typography>
      {lopsided ? (
        <Tooltip title={TRADE_UI.lopsidedHelp}>
          <Chip size="small" color="warning" variant="outlined" label={TRADE_UI.lopsided} />
        </Tooltip>
      ) : null}
    </Box>
  );
}
