// The Export CSV control's sentences (shared by Chat, Trade and Marketplace Logs).
export const EXPORT_UI = {
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  hint: 'Download every result of this search as a CSV file (all pages, not just this one)',
  failed: 'The export failed. Please try again.',
  dismiss: 'Dismiss',
} as const;
