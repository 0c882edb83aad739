// Sanction presets' escalation (docs/RULES.md, "Moderation"): the next step of a preset's ladder for
// a player, from how many of their earlier sanctions under it still count, and the sentence that
// says why ("2nd time for Scamming: warned on …").
import type { SanctionType } from './sanctions';

export interface SanctionStep {
  type: SanctionType;
  /** Null: permanent (a warning always is). */
  durationSeconds: number | null;
}

/** An earlier sanction under the preset, as the sentence names it. */
export interface EarlierSanction {
  type: SanctionType;
  durationSeconds: number | null;
  createdAt: string;
}

/** The step for a player with `count` earlier sanctions under the ladder: the next one, the last once past the end. */
export function nextStepIndex(count: number, steps: number): number {
  return Math.max(0, Math.min(count, steps - 1));
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** '7 days', '1 hour', '90 minutes', 'permanent'. */
export function durationWords(seconds: number | null): string {
  if (seconds === null) return 'permanent';
  if (seconds % DAY === 0) return plural(seconds / DAY, 'day');
  if (seconds % HOUR === 0) return plural(seconds / HOUR, 'hour');
  if (seconds % MINUTE === 0) return plural(seconds / MINUTE, 'minute');
  return plural(seconds, 'second');
}

/** 'Warning', 'Mute · 1 day', 'Ban · permanent'. */
export function stepWords(step: SanctionStep): string {
  const type = { warn: 'Warning', mute: 'Mute', ban: 'Ban' }[step.type];
  return step.type === 'warn' ? type : `${type} · ${durationWords(step.durationSeconds)}`;
}

/** '1st', '2nd', '3rd', '11th', '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** 'warned on Jan 5, 2026', 'banned 7 days on …', 'muted permanently on …'. */
function earlierWords(s: EarlierSanction, date: (iso: string) => string): string {
  const on = `on ${date(s.createdAt)}`;
  if (s.type === 'warn') return `warned ${on}`;
  const verb = s.type === 'ban' ? 'banned' : 'muted';
  return s.durationSeconds === null ? `${verb} permanently ${on}` : `${verb} ${durationWords(s.durationSeconds)} ${on}`;
}

/**
 * Why this step: '1st time for Scamming: no earlier sanction for this reason.' or '3rd time for
 * Scamming: warned on …, banned 7 days on …' (oldest first; `earlier` may be the latest few of
 * `count`, the rest counted before them), and, past the ladder's end, that its last step is repeated.
 */
export function suggestionWords(presetName: string, count: number, earlier: readonly EarlierSanction[], steps: number, date: (iso: string) => string): string {
  const head = `${ordinal(count + 1)} time for ${presetName}`;
  if (count === 0) return `${head}: no earlier sanction for this reason.`;
  const listed = earlier.map((s) => earlierWords(s, date)).join(', ');
  const before = count > earlier.length ? `${count - earlier.length} earlier, then ` : '';
  const clamped = count >= steps ? ' The last step of the ladder is repeated.' : '';
  return `${head}: ${before}${listed}.${clamped}`;
}
