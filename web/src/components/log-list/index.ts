// The log-list kit: what Chat, Trade and Marketplace Logs (and the action log) share.
export * from './cells';
export * from './list-pager';
export * from './list-states';
export * from './log-list-page';
export * from './log-table';
export * from './search-form';
export * from './use-list-paging';
export * from './use-search-box';
export * from './use-url-view';
export * from './selection-bar';
export * from './selection-messages';
export * from './use-row-selection';
