// Query keys of the Admin panel. Every admin mutation invalidates the keys whose answers it changes.

/** One page of the action log as the Logs tab asks for it. */
export interface LogsRequest {
  category?: string;
  username?: string;
  action?: string;
  player?: string;
  case?: string;
  targetUser?: string;
  /** Epoch milliseconds, inclusive. */
  startDate?: number;
  endDate?: number;
  page: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  roles: ['admin', 'roles'] as const,
  permissions: ['admin', 'permissions'] as const,
  logs: ['admin', 'logs'] as const,
  logsPage: (q: LogsRequest) => ['admin', 'logs', q] as const,
  logCategories: ['admin', 'log-categories'] as const,
  ingestKeys: ['admin', 'ingest-keys'] as const,
};
