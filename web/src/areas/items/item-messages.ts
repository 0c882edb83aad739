// The item page's strings.
import { formatNumber } from '@staff-console/domain';

export const ITEM_UI = {
  subtitle: 'Marketplace purchases of this item per US Eastern day, and the trades it changed hands in.',
  notFound: (name: string) => `No sales of ${name} were found.`,
  failed: 'The item could not be loaded.',
  tryAgain: 'Try Again',
  period: 'Period',
  days: (n: number) => `${n} days`,
  day: 'Day',
  price: {
    title: 'Price',
    subtitle: 'Average unit price per day (Case-Bux), its lowest and highest; outliers marked. Days without sales are gaps.',
    empty: 'No sales in this period.',
    avg: 'Average',
    min: 'Lowest',
    max: 'Highest',
    outliers: 'Outliers',
  },
  sales: {
    title: 'Sales',
    subtitle: 'Purchases per US Eastern day',
    empty: 'No sales in this period.',
    value: 'Sales',
    quantity: 'Units',
  },
  outliers: {
    title: 'Outlier sales',
    hint: 'Sales priced at 5× or more, or a fifth or less, of their day’s median unit price.',
    none: 'No outlier sales in this period.',
    columns: { unitPrice: 'Unit price', ratio: 'Against the median', sale: 'Sale' },
    ratio: (r: number) => `${formatNumber(Math.round(r * 100) / 100)}× the day's median`,
    open: (date: string) => `Open the sale of ${date}`,
  },
  trades: {
    title: 'Recent trades',
    none: 'No trades with this item.',
    failed: 'The trades could not be loaded.',
    all: 'All trades with this item in Trade Logs',
    columns: { date: 'Date', sender: 'Sender', receiver: 'Receiver', value: 'Value (RAP)', trade: 'Trade' },
    open: 'Open trade',
    total: (n: number) => `${formatNumber(n)} trades in all`,
  },
} as const;
