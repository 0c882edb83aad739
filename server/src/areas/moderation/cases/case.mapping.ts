// Cases, evidence and activity as the API shows them. Evidence is shown to a viewer only with its
// kind's view permission; otherwise it is listed as hidden, with the permission it needs.
import {
  can,
  type Case,
  type CaseActivity,
  type CaseActivityType,
  type CaseChange,
  type CaseStatus,
  type Evidence,
  type EvidenceKind,
  EVIDENCE_PERMISSION,
  type PermissionSubject,
  type PlayerLabel,
  type VisibleEvidence,
} from '@staff-console/domain';
import type { CaseActivityRow } from './case-activity.repository';
import { iso, staffRef } from '../moderator';
import type { CaseRow, EvidenceRow } from './cases.repository';

/** Player names as the viewer may see them (db/player-labels.ts): a missing id shows without a name. */
export type PlayerNames = ReadonlyMap<number, string>;

const labelsOf = (ids: readonly number[], names: PlayerNames): PlayerLabel[] => ids.map((userId) => ({ userId, name: names.get(userId) ?? null }));

export function toCase(row: CaseRow, players: readonly number[], names: PlayerNames = new Map()): Case {
  return {
    _id: row.id,
    number: Number(row.number),
    title: row.title,
    status: row.status as CaseStatus,
    ...(row.assignee_id !== null ? { assignee: staffRef(row.assignee_id, row.assignee_name ?? '') } : {}),
    players: [...players],
    playerLabels: labelsOf(players, names),
    summary: row.summary,
    ...(row.resolution !== null ? { resolution: row.resolution } : {}),
    createdAt: iso(row.created_at),
    createdBy: staffRef(row.created_by_id, row.created_by_name),
    updatedAt: iso(row.updated_at),
  };
}

/** Whether the viewer may see evidence of this kind. */
export const maySee = (viewer: PermissionSubject, kind: EvidenceKind): boolean => can(viewer, EVIDENCE_PERMISSION[kind]);

export function toEvidence(row: EvidenceRow, viewer: PermissionSubject): Evidence {
  const kind = row.kind as EvidenceKind;
  const addedBy = staffRef(row.added_by_id, row.added_by_name);
  const addedAt = iso(row.added_at);
  if (!maySee(viewer, kind)) return { _id: row.id, kind, hidden: true, requires: EVIDENCE_PERMISSION[kind], addedBy, addedAt };
  // The snapshot was stored from the log entry of this kind (areas/moderation/cases/log-entry.ts), so kind and snapshot agree.
  const visible: Omit<VisibleEvidence, 'kind' | 'snapshot'> & { kind: EvidenceKind; snapshot: unknown } = {
    _id: row.id,
    kind,
    ref: row.ref,
    ...(row.note !== null ? { note: row.note } : {}),
    addedBy,
    addedAt,
    hidden: false,
    snapshot: JSON.parse(row.snapshot) as unknown,
  };
  return visible as VisibleEvidence;
}

function detailsOf(row: CaseActivityRow): Record<string, unknown> {
  try {
    return JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // an unreadable entry still shows who did what and when
    return {};
  }
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

/** Every player id an activity entry names: a sanction's player, players changed, players evidence brought. */
export function activityPlayerIds(row: CaseActivityRow): number[] {
  const details = detailsOf(row);
  const found: number[] = [];
  const sanction = details.sanction as { userId?: unknown } | undefined;
  if (typeof sanction?.userId === 'number') found.push(sanction.userId);
  if (Array.isArray(details.changes)) for (const c of details.changes as CaseChange[]) if (c.field === 'players') found.push(...ids(c.from), ...ids(c.to));
  found.push(...ids(details.playersAdded));
  return [...new Set(found)];
}

export function toActivity(row: CaseActivityRow, names?: PlayerNames): CaseActivity {
  const details = detailsOf(row);
  const mentioned = names ? activityPlayerIds(row) : [];
  return {
    _id: row.id,
    type: row.type as CaseActivityType,
    at: iso(row.at),
    by: staffRef(row.by_id, row.by_name),
    ...(typeof details.text === 'string' ? { text: details.text } : {}),
    ...(Array.isArray(details.changes) ? { changes: details.changes as CaseActivity['changes'] } : {}),
    ...(details.evidence ? { evidence: details.evidence as CaseActivity['evidence'] } : {}),
    ...(details.sanction ? { sanction: details.sanction as CaseActivity['sanction'] } : {}),
    ...(Array.isArray(details.playersAdded) ? { playersAdded: ids(details.playersAdded) } : {}),
    ...(names && mentioned.length > 0 ? { playerLabels: labelsOf(mentioned, names) } : {}),
  };
}
