// The panel every chart sits in: its title is its accessible name, the table view shows the same
// numbers under column headers, and loading and empty states say what is happening.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeModeProvider } from '../../app/theme-provider';
import { ChartPanel, type ChartPanelProps } from './chart-panel';
import { CHARTS_UI } from './charts-messages';

const TABLE: ChartPanelProps['table'] = {
  columns: [{ label: 'Day' }, { label: 'Messages', numeric: true }],
  rows: [
    { key: 'mon', cells: ['Monday', '1,204'] },
    { key: 'tue', cells: ['Tuesday', '0'] },
    { key: 'wed', cells: ['Wednesday', '37'] },
  ],
};

const panel = (props: Partial<ChartPanelProps> = {}) =>
  render(
    <ThemeModeProvider>
      <ChartPanel
        title="Messages per day"
        subtitle="US Eastern days"
        state="data"
        emptyText="No messages in this window."
        table={TABLE}
        chart={<div data-testid="the-chart" />}
        {...props}
      />
    </ThemeModeProvider>,
  );

describe('ChartPanel', () => {
  it('is a figure named by its title, described by its subtitle, showing the chart first', () => {
    panel();
    const figure = screen.getByRole('figure', { name: 'Messages per day' });
    expect(figure).toHaveAccessibleDescription('US Eastern days');
    expect(within(figure).getByTestId('the-chart')).toBeInTheDocument();
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the same numbers as a table with column headers, and the chart again', async () => {
    panel();
    await userEvent.click(screen.getByRole('button', { name: CHARTS_UI.showTable }));
    const table = screen.getByRole('table', { name: 'Messages per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Messages']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Monday', '1,204'],
      ['Tuesday', '0'],
      ['Wednesday', '37'],
    ]);
    expect(screen.queryByTestId('the-chart')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: CHARTS_UI.showChart }));
    expect(screen.getByTestId('the-chart')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, without the toggle or the chart', () => {
    panel({ state: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading Messages per day' })).toBeInTheDocument();
    expect(screen.queryByTestId('the-chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHARTS_UI.showTable })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to draw', () => {
    panel({ state: 'empty' });
    const figure = screen.getByRole('figure', { name: 'Messages per day' });
    expect(within(figure).getByText('No messages in this window.')).toBeInTheDocument();
    expect(screen.queryByTestId('the-chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHARTS_UI.showTable })).not.toBeInTheDocument();
  });

  it('offers Retry when the numbers could not be loaded', async () => {
    let retried = 0;
    panel({ state: 'error', error: { text: 'The chart failed.', onRetry: () => (retried += 1) } });
    expect(screen.getByText('The chart failed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: CHARTS_UI.retry }));
    expect(retried).toBe(1);
  });
});
