// Typed `meta` for queries and mutations.
import '@tanstack/react-query';

export interface AppQueryMeta extends Record<string, unknown> {
  /** A 401 from this call is expected and handled by the caller (login, diagnostics, auth check). */
  skipAuthRedirect?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}
