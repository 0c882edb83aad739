// A react-hook-form resolver that loads on first use. Forms on start-up screens use it so that
// their schema library arrives after the first paint instead of before; `preload()` starts the
// download as soon as the screen is up, so validation is ready before anyone can type.
import type { FieldValues, Resolver } from 'react-hook-form';

export function deferredResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const get = () => {
    loading ??= load().catch((e: unknown) => {
      loading = null; // a failed download may be retried on the next submit
      throw e;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
