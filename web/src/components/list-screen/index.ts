// The list-screen kit: the frame, states, table, cards, pager, filters and URL view every list
// screen shares (the logs, cases, sanctions, alerts, watch rules, the admin tables).
export * from './cells';
export * from './editable-table';
export * from './list-cards';
export * from './list-pager';
export * from './list-screen';
export * from './list-states';
export * from './item-list';
export * from './item-list-screen';
export * from './list-table';
export * from './log-list-page';
export * from './search-form';
export * from './use-list-paging';
export * from './use-row-dialog';
export * from './use-search-box';
export * from './use-url-view';
export * from './selection-bar';
export * from './selection-messages';
export * from './use-row-selection';
