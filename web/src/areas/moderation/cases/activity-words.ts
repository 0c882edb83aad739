// A case's history in words: who did what, and each changed field's value before and after. Players
// an entry names are shown beside these words as "Name · id" links (activityPlayer).
import type { CaseActivity, CaseChange, PlayerLabel } from '@staff-console/domain';
import { CASES_UI } from './cases-messages';

const SHORT = 200;

/** A field's value as the history shows it: an assignee by name, players as ids, long texts cut. */
export function changeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return CASES_UI.empty;
  if (Array.isArray(value)) return value.length === 0 ? CASES_UI.empty : value.map(String).join(', ');
  if (typeof value === 'object' && 'username' in value && typeof value.username === 'string') return value.username;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHORT ? `${text.slice(0, SHORT)}…` : text;
}

export const changeWords = (c: CaseChange) => `${CASES_UI.fieldNames[c.field] ?? c.field}: ${changeValue(c.from)} → ${changeValue(c.to)}`;

/** What an activity entry says after the name of who did it. */
export function activityAction(a: CaseActivity): string {
  const kind = a.evidence ? CASES_UI.evidenceKinds[a.evidence.kind] : '';
  switch (a.type) {
    case 'created':
      return CASES_UI.activity.created;
    case 'comment':
      return CASES_UI.activity.comment;
    case 'updated':
      return CASES_UI.activity.updated;
    case 'evidence_added':
      return CASES_UI.activity.evidence_added(kind);
    case 'evidence_removed':
      return CASES_UI.activity.evidence_removed(kind);
    case 'sanction_issued':
      return CASES_UI.activity.sanction_issued(a.sanction?.type ?? '');
    case 'sanction_revoked':
      return CASES_UI.activity.sanction_revoked(a.sanction?.type ?? '');
  }
}

/** A player an entry names, with the name the server sent for it (the id alone without one). */
export const activityPlayer = (a: CaseActivity, userId: number): PlayerLabel => a.playerLabels?.find((l) => l.userId === userId) ?? { userId, name: null };

/** Player ids in a changed value (the `players` field holds a list of ids). */
export const playerIdsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
