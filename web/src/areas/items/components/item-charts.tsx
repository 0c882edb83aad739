// The item's two charts, drawn from the one history answer: the unit price per day (average as a
// line, lowest and highest as dashed lines, outliers as marks, gaps on days without sales) and the
// number of sales per day as bars.
import { formatCaseBux, formatNumber, US_EASTERN, zonedFields, type ItemHistoryResponse } from '@staff-console/domain';
import { ChartPanel, LazyBarChart, LazyLineChart, panelTexts, type ChartTableData } from '../../../components/charts';
import { ITEM_UI } from '../item-messages';

type History = Pick<ItemHistoryResponse, 'days' | 'outliers'>;
const price = (value: number | null) => (value === null ? '—' : formatCaseBux(value));

export function priceTable(history: History): ChartTableData {
  const P = ITEM_UI.price;
  return {
    columns: [{ label: ITEM_UI.day }, { label: P.avg, numeric: true }, { label: P.min, numeric: true }, { label: P.max, numeric: true }],
    rows: history.days.map((d) => ({ key: d.day, cells: [d.day, price(d.avgUnitPrice), price(d.minUnitPrice), price(d.maxUnitPrice)] })),
  };
}

export function salesTable(history: History): ChartTableData {
  const S = ITEM_UI.sales;
  return {
    columns: [{ label: ITEM_UI.day }, { label: S.value, numeric: true }, { label: S.quantity, numeric: true }],
    rows: history.days.map((d) => ({ key: d.day, cells: [d.day, formatNumber(d.sales), formatNumber(d.quantity)] })),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The US Eastern day ('yyyy-MM-dd') a sale's time falls in, as the history's days are counted. */
export function easternDay(iso: string): string {
  const f = zonedFields(Date.parse(iso), US_EASTERN);
  return `${f.year}-${pad(f.month + 1)}-${pad(f.day)}`;
}

/** Each day's outlier furthest from the median (one mark a day), null on the others. */
function outlierPoints(history: History): (number | null)[] {
  const byDay = new Map<string, { price: number; distance: number }>();
  for (const o of history.outliers) {
    const day = easternDay(o.date);
    const distance = Math.abs(Math.log(o.ratio));
    const seen = byDay.get(day);
    if (!seen || distance > seen.distance) byDay.set(day, { price: o.unitPrice, distance });
  }
  return history.days.map((d) => byDay.get(d.day)?.price ?? null);
}

export function ItemCharts({ history }: { history: History }) {
  const P = ITEM_UI.price;
  const S = ITEM_UI.sales;
  const sold = history.days.some((d) => d.sales > 0);
  const state = sold ? 'data' : 'empty';
  const labels = history.days.map((d) => d.day);
  const outliers = outlierPoints(history);
  return (
    <>
      <ChartPanel
        {...panelTexts(P)}
        state={state}
        table={priceTable(history)}
        chart={
          <LazyLineChart
            labels={labels}
            ticks={labels.map((day) => day.slice(5))}
            lines={[
              { label: P.avg, color: 'primary', data: history.days.map((d) => d.avgUnitPrice) },
              { label: P.min, color: 'info', dashed: true, data: history.days.map((d) => d.minUnitPrice) },
              { label: P.max, color: 'secondary', dashed: true, data: history.days.map((d) => d.maxUnitPrice) },
              ...(outliers.some((o) => o !== null) ? [{ label: P.outliers, color: 'error' as const, marksOnly: true, data: outliers }] : []),
            ]}
          />
        }
      />
      <ChartPanel
        {...panelTexts(S)}
        state={state}
        table={salesTable(history)}
        chart={<LazyBarChart valueLabel={S.value} bars={history.days.map((d) => ({ label: d.day, tick: d.day.slice(5), value: d.sales }))} />}
      />
    </>
  );
}
