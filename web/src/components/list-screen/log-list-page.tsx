// The list screen of the logs (Chat, Trade and Marketplace Logs): over the list a bar with the sort
// buttons, "Showing X of Y", Saved searches and Export CSV, a progress line while a page loads, and
// the selected rows' bar.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ExportCsvButton, type ExportCsvButtonProps } from '../export-csv-button';
import { ListScreen, type ListScreenProps } from './list-screen';

export interface LogListPageProps extends Omit<ListScreenProps, 'actions' | 'toolbar' | 'loading'> {
  sort?: ReactNode;
  /** 'Showing X of Y …' and its test id; null while there is nothing to count. */
  count: { text: string; testId: string } | null;
  /** Buttons before Export CSV. */
  actions?: ReactNode;
  /** The 'Saved searches' menu of a screen whose views can be saved and reopened (the kit sits below the areas, so the page hands it in). */
  savedSearches?: ReactNode;
  exportCsv: ExportCsvButtonProps;
  /** A page is loading over the one on screen. */
  fetching: boolean;
  loadingLabel: string;
  skeleton: ReactNode;
  /** The selected rows' bar (multi-select), above the list. */
  selectionBar?: ReactNode;
}

export function LogListPage({ sort, count, actions, savedSearches, exportCsv, fetching, loadingLabel, skeleton, selectionBar, ...screen }: LogListPageProps) {
  const toolbar = (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5, minHeight: 32 }}>
        {sort}
        {count ? (
          <Typography variant="body2" color="text.secondary" role="status" data-testid={count.testId}>
            {count.text}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {savedSearches ?? null}
          {actions}
          <ExportCsvButton {...exportCsv} />
        </Box>
      </Box>
      <Box sx={{ height: 4, mb: 0.5 }}>{fetching ? <LinearProgress aria-label={loadingLabel} /> : null}</Box>
      {selectionBar}
    </>
  );
  return <ListScreen {...screen} toolbar={toolbar} loading={skeleton} />;
}
