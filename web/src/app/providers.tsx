import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from './error-boundary';
import { ThemeModeProvider } from './theme-provider';

/** Everything above the router: data cache, theme, and the top-level error screen. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <ErrorBoundary>{children}</ErrorBoundary>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
