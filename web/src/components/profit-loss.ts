// How a trade's profit or loss reads everywhere: signed, in RAP, green when positive, red when negative.
import { formatRap } from '@staff-console/domain';

/** '+1,200 RAP', '-300 RAP', '0 RAP'. */
export const signedRap = (n: number) => (n > 0 ? `+${formatRap(n)}` : formatRap(n));
export const profitColor = (n: number) => (n > 0 ? 'success.main' : n < 0 ? 'error.main' : 'text.secondary');
