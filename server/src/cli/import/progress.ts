// Progress of a long CLI run: on a terminal a bar redrawn in place (count, rate, ETA); otherwise
// (CI, a log file) one plain line every few seconds, so logs stay readable.

export interface ProgressState {
  /** Records handled so far. */
  count: number;
  /** Bytes read so far and in all, when the size is known (files; not stdin). */
  bytes?: number;
  totalBytes?: number;
  /** Records in all, when known (generators). */
  total?: number;
}

export interface ProgressOptions {
  label: string;
  stream?: NodeJS.WriteStream;
  /** Draw a bar (a terminal) or print plain lines. */
  interactive?: boolean;
  /** Plain-line interval. */
  everyMs?: number;
  quiet?: boolean;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

export class Progress {
  private readonly started = performance.now();
  private lastDraw = 0;
  private drawn = false;
  private readonly stream: NodeJS.WriteStream;
  private readonly interactive: boolean;
  private readonly everyMs: number;

  constructor(private readonly options: ProgressOptions) {
    this.stream = options.stream ?? process.stderr;
    this.interactive = options.interactive ?? this.stream.isTTY === true;
    this.everyMs = options.everyMs ?? (this.interactive ? 200 : 5000);
  }

  elapsedSeconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  /** Cheap to call often: draws at most every `everyMs`. */
  update(state: ProgressState): void {
    if (this.options.quiet) return;
    const now = performance.now();
    if (now - this.lastDraw < this.everyMs) return;
    this.lastDraw = now;
    this.draw(state);
  }

  /** Clears the bar before other output (the summary, an error). */
  done(): void {
    if (this.drawn && this.interactive) this.stream.write('\r\x1b[2K');
    this.drawn = false;
  }

  private draw(state: ProgressState): void {
    const elapsed = this.elapsedSeconds();
    const rate = elapsed > 0 ? state.count / elapsed : 0;
    let fraction: number | undefined;
    if (state.total) fraction = state.count / state.total;
    else if (state.totalBytes && state.bytes !== undefined) fraction = state.bytes / state.totalBytes;
    const eta = fraction !== undefined && fraction > 0 ? (elapsed * (1 - fraction)) / fraction : Number.NaN;
    const parts = [`${int(state.count)} events`, `${int(rate)}/s`];
    if (fraction !== undefined) parts.push(`ETA ${formatDuration(eta)}`);
    if (this.interactive) {
      const width = 30;
      const filled = fraction !== undefined ? Math.min(width, Math.round(fraction * width)) : 0;
      const bar = fraction !== undefined ? `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}% ` : '';
      this.stream.write(`\r\x1b[2K${this.options.label} ${bar}${parts.join(' · ')}`);
      this.drawn = true;
    } else {
      const percent = fraction !== undefined ? ` (${Math.floor(fraction * 100)}%)` : '';
      this.stream.write(`${this.options.label}: ${parts[0]}${percent}, ${parts.slice(1).join(', ')}\n`);
    }
  }
}

/** Peak resident memory of this process, in MB. */
export const peakRssMb = (): number => Math.round(process.resourceUsage().maxRSS / 1024);
