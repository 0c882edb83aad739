// TEMPORARY: stands in for @staff-console/domain's formatEasternDate / formatNumber until the domain
// index exports them; format.ts then re-exports the domain's and this file goes.
const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

export function formatEasternDate(value: Date | string | number): string {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return 'Invalid Date';
  const parts = EASTERN.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const zone = part('timeZoneName') === 'EDT' || part('timeZoneName') === 'GMT-4' ? 'EDT' : 'EST';
  return `${part('month')} ${part('day')}, ${part('year')} • ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${zone}`;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const formatNumber = (n: number | null | undefined): string =>
  typeof n === 'number' && Number.isFinite(n) ? NUMBER.format(n) : 'N/A';
