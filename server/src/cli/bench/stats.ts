// Timing helpers: percentiles of a sample, and timing an async call many times (warm).
export interface Timing {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

/** Times `runs` calls after `warmup`; `intervalMs` paces them (a call starts at most that often). */
export async function timeMany(fn: () => Promise<unknown>, runs: number, warmup = Math.min(5, runs), intervalMs = 0): Promise<Timing> {
  const paced = async () => {
    const start = performance.now();
    await fn();
    const took = performance.now() - start;
    if (took < intervalMs) await new Promise((resolve) => setTimeout(resolve, intervalMs - took));
    return took;
  };
  for (let i = 0; i < warmup; i++) await paced();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await paced());
  return summarize(samples);
}

export const ms = (value: number): string => (Number.isFinite(value) ? (value < 10 ? value.toFixed(2) : value.toFixed(1)) : '–');
