// The start-up check: connecting → connected, or failed with automatic retries every 30 s (3 at most).
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ConnectivityError, checkBackend } from '../../lib/health';
import { UI } from '../../lib/messages';

export const AUTO_RETRY_MS = 30_000;
export const MAX_AUTO_RETRIES = 3;

export type ConnectivityState =
  | { phase: 'connecting'; attempt: number }
  | { phase: 'connected' }
  | { phase: 'failed'; attempt: number; message: string; suggestion: string | null; autoRetriesLeft: number; retry: () => void };

export function useBackendConnectivity(): ConnectivityState {
  const [attempt, setAttempt] = useState(1);
  const [autoRetries, setAutoRetries] = useState(0);
  const query = useQuery({
    queryKey: ['health', 'startup'],
    queryFn: ({ signal }) => checkBackend(signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { skipAuthRedirect: true },
  });
  const { refetch, isError, isFetching, isSuccess, error } = query;

  const retry = useCallback(() => {
    setAttempt((a) => a + 1);
    void refetch();
  }, [refetch]);

  useEffect(() => {
    if (!isError || isFetching || autoRetries >= MAX_AUTO_RETRIES) return;
    const timer = setTimeout(() => {
      setAutoRetries((n) => n + 1);
      retry();
    }, AUTO_RETRY_MS);
    return () => clearTimeout(timer);
  }, [isError, isFetching, autoRetries, retry]);

  if (isSuccess) return { phase: 'connected' };
  if (isError && !isFetching) {
    const known = error instanceof ConnectivityError;
    return {
      phase: 'failed',
      attempt,
      message: known ? error.message : UI.couldNotConnect,
      suggestion: known ? error.suggestion : null,
      autoRetriesLeft: MAX_AUTO_RETRIES - autoRetries,
      retry,
    };
  }
  return { phase: 'connecting', attempt };
}
