// Where the player's value went: for each partner (largest |net| first), RAP given to the left and
// received to the right. A one-way pair is marked in words on its bar's label and in the table; a
// click on a partner's bar, or their name in the table, opens their page.
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatNumber, type PartnerBalance } from '@staff-console/domain';
import { ChartPanel, LazyDivergingBarChart, divergingChartHeight, panelTexts, type ChartState, type ChartTableData } from '../../../components/charts';
import { PlayerLink, playerPath } from '../../../components/players/player-link';
import { usePartnerBalances } from '../api/get-charts';
import { PLAYER_CHARTS_UI } from '../chart-messages';

const UI = PLAYER_CHARTS_UI.partners;

function PartnerCell({ partner }: { partner: PartnerBalance }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 120 }}>
      {partner.userId !== undefined ? <PlayerLink userId={partner.userId} name={partner.name} /> : <span>{partner.name}</span>}
      {partner.userId !== undefined ? (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>
          {UI.userId(partner.userId)}
        </Box>
      ) : null}
      {partner.oneWay ? (
        <Tooltip title={UI.oneWayHelp}>
          <Chip size="small" color="warning" variant="outlined" label={UI.oneWay} data-testid="one-way" />
        </Tooltip>
      ) : null}
    </Box>
  );
}

export function partnersTable(partners: readonly PartnerBalance[]): ChartTableData {
  const c = UI.columns;
  return {
    columns: [
      { label: c.partner },
      { label: c.trades, numeric: true },
      { label: c.lopsided, numeric: true },
      { label: c.given, numeric: true },
      { label: c.received, numeric: true },
      { label: c.net, numeric: true },
    ],
    rows: partners.map((p) => ({
      key: `${p.userId ?? 'name'}:${p.name}`,
      cells: [
        <PartnerCell key="partner" partner={p} />,
        formatNumber(p.trades),
        formatNumber(p.lopsided),
        formatNumber(p.given),
        formatNumber(p.received),
        `${p.net > 0 ? '+' : ''}${formatNumber(p.net)}`,
      ],
    })),
  };
}

export function PartnersChart({ userId }: { userId: number }) {
  const { data, isPending, isError, refetch } = usePartnerBalances(userId);
  const navigate = useNavigate();
  const partners = data ?? [];
  const state: ChartState = isPending ? 'loading' : isError ? 'error' : partners.length > 0 ? 'data' : 'empty';
  return (
    <ChartPanel
      {...panelTexts(UI)}
      state={state}
      error={{ text: UI.failed, onRetry: () => void refetch() }}
      table={partnersTable(partners)}
      height={divergingChartHeight(partners.length)}
      chart={
        <LazyDivergingBarChart
          rows={partners.map((p) => ({ label: UI.rowLabel(p.name, p.oneWay), left: p.given, right: p.received }))}
          leftLabel={UI.given}
          rightLabel={UI.received}
          onRowClick={(index) => {
            const id = partners[index]?.userId;
            if (id !== undefined) void navigate(playerPath(id));
          }}
        />
      }
    />
  );
}
