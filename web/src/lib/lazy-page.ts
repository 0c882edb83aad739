// Code-split pages (React.lazy) with a 120 s chunk load timeout (docs/RULES.md, "Constants and limits"): a chunk that never arrives
// ends in the error screen instead of an endless spinner.
import { lazy } from 'react';
import type { ComponentType } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props vary per page
export function lazyPage<P extends ComponentType<any>>(load: () => Promise<P>) {
  return lazy(async () => ({ default: await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, 'Loading part of the application timed out.') }));
}
