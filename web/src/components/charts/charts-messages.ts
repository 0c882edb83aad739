// The sentences every chart of the console shares: its table toggle and its loading label.
export const CHARTS_UI = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  loading: (title: string) => `Loading ${title}`,
  loadFailed: 'This chart could not be loaded. Please try again.',
  retry: 'Retry',
} as const;
