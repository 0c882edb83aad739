// A log's details in the table are cut at 60 characters, each value at 20 (docs/RULES.md, "Constants and limits").
export const DETAIL_TEXT_MAX = 60;
export const DETAIL_VALUE_MAX = 20;
const ELLIPSIS = '...';

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}${ELLIPSIS}` : text;
}

const valueText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
};

/** 'key: value, key: value', each value cut at 20 characters and the whole at 60; `omit`: keys shown elsewhere (as links). */
export function detailSummary(details: Record<string, unknown> | null | undefined, omit: readonly string[] = []): string {
  if (!details) return '';
  const text = Object.entries(details)
    .filter(([key]) => !omit.includes(key))
    .map(([key, value]) => `${key}: ${truncate(valueText(value), DETAIL_VALUE_MAX)}`)
    .join(', ');
  return truncate(text, DETAIL_TEXT_MAX);
}

/** The whole entry, pretty-printed, for the detail dialog and 'Copy Raw JSON'. */
export function rawJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
