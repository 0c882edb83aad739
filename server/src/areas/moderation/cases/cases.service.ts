// Cases (docs/RULES.md, "Moderation"): opened with a number in commit order, listed with filters,
// changed field by field with each change kept in the case's activity, commented on. Every change
// is in the action log, written in its transaction.
import type { Kysely } from 'kysely';
import {
  can,
  CASE_ASSIGNEES_LIMIT,
  CASE_LIMITS,
  type CaseAssignee,
  type CaseChange,
  type CaseDetail,
  type CasesPage,
  type CasesQuery,
  type CaseActivity,
  type CreateCaseBody,
  MESSAGES,
  permissionSubject,
  type UpdateCaseBody,
} from '@staff-console/domain';
import { findUserById, listActiveUsers, toUser } from '../../staff';
import { recordAction } from '../../../action-log/record';
import type { Database } from '../../../db/database';
import { newId } from '../../../db/ids';
import { nameSourcesOf, playerNames } from '../../../db/player-labels';
import type { DB } from '../../../db/schema';
import { nextNumber } from '../../../db/sequences';
import { writeTransaction } from '../../../db/write-transaction';
import { badRequest, conflict, notFound } from '../../../errors/errors';
import { appendActivity, countActivity } from './case-activity.repository';
import type { Moderator } from '../moderator';
import { toActivity, toCase, toEvidence } from './case.mapping';
import { activityWithNames, readActivity, readEvidence } from './case-pages.service';
import * as repo from './cases.repository';

export async function caseRow(db: Kysely<DB>, id: string): Promise<repo.CaseRow> {
  const row = await repo.findCase(db, id);
  if (!row) throw notFound(MESSAGES.caseNotFound);
  return row;
}

/**
 * The case about to get a history entry, locked for the rest of the transaction (repo.lockCase), or
 * 409 when its history is full: decided with the lock held, so racing changes cannot pass the cap.
 */
export async function caseForChange(database: Database, trx: Kysely<DB>, id: string): Promise<repo.CaseRow> {
  const row = await lockedCase(database, trx, id);
  await roomInHistory(trx, id);
  return row;
}

async function lockedCase(database: Database, trx: Kysely<DB>, id: string): Promise<repo.CaseRow> {
  const row = await repo.lockCase(trx, database.engine, id);
  if (!row) throw notFound(MESSAGES.caseNotFound);
  return row;
}

async function roomInHistory(trx: Kysely<DB>, id: string): Promise<void> {
  if ((await countActivity(trx, id)) >= CASE_LIMITS.history) throw conflict(MESSAGES.caseHistoryFull);
}

/** The case with the newest page of its evidence (as this viewer may see it) and of its activity, and how many of each it holds. */
export async function caseDetail(db: Kysely<DB>, viewer: Moderator, id: string, pageSize: number = CASE_LIMITS.pageSize): Promise<CaseDetail> {
  const row = await caseRow(db, id);
  const [players, evidence, activity] = await Promise.all([
    repo.playersOfCases(db, [id]),
    readEvidence(db, id, undefined, pageSize),
    readActivity(db, id, undefined, pageSize),
  ]);
  const ids = players.get(id) ?? [];
  const named = await activityWithNames(db, viewer, activity.items, ids);
  return {
    ...toCase(row, ids, named.names),
    evidence: evidence.items.map((e) => toEvidence(e, viewer.subject)),
    activity: named.activity,
    activityTotal: activity.total,
    evidenceTotal: evidence.total,
  };
}

export async function createCase(database: Database, moderator: Moderator, body: CreateCaseBody): Promise<CaseDetail> {
  const { actor } = moderator;
  const now = Date.now();
  const id = newId(now);
  await writeTransaction(database, async (trx) => {
    const number = await nextNumber(trx, 'case_number');
    await repo.insertCase(trx, {
      id,
      number,
      title: body.title,
      title_lower: body.title.toLowerCase(),
      status: 'open',
      assignee_id: null,
      assignee_name: null,
      summary: body.summary,
      resolution: null,
      created_at: now,
      created_by_id: moderator.id,
      created_by_name: moderator.username,
      updated_at: now,
    });
    await repo.setCasePlayers(trx, id, body.players);
    // The players it opened with are part of its history, named as the other player changes are.
    const players = [...body.players].sort((a, b) => a - b);
    const changes: CaseChange[] = [
      { field: 'title', from: null, to: body.title },
      ...(players.length > 0 ? [{ field: 'players', from: [], to: players }] : []),
    ];
    await appendActivity(trx, id, 'created', moderator, { changes }, now);
    await recordAction(trx, actor, {
      category: 'moderation',
      action: 'case_created',
      details: { caseId: id, number, title: body.title, players: body.players },
    });
  });
  return caseDetail(database.db, moderator, id);
}

/** The assignee named in a change: an active staff account that may see cases. */
async function assigneeOf(db: Kysely<DB>, id: string): Promise<{ id: string; username: string }> {
  const row = await findUserById(db, id);
  const user = row && toUser(row);
  if (!user || !user.active || !can(permissionSubject(user), 'view_moderation')) throw badRequest(MESSAGES.assigneeNotFound);
  return { id: user.id, username: user.username };
}

/**
 * Staff a case can be assigned to: active accounts whose current permissions include `moderate`,
 * by name. Staff accounts are few (the users list reads at most 10,000), so the permission, which
 * comes from a role or the account itself, is checked here; the answer stops at CASE_ASSIGNEES_LIMIT.
 */
export async function caseAssignees(db: Kysely<DB>): Promise<CaseAssignee[]> {
  const out: CaseAssignee[] = [];
  for (const row of await listActiveUsers(db)) {
    if (!can(permissionSubject(toUser(row)), 'moderate')) continue;
    out.push({ _id: row.id, username: row.username });
    if (out.length === CASE_ASSIGNEES_LIMIT) break;
  }
  return out;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export async function updateCase(database: Database, moderator: Moderator, id: string, body: UpdateCaseBody): Promise<CaseDetail> {
  const { actor } = moderator;
  const { db } = database;
  const assignee = body.assignee === undefined || body.assignee === null ? body.assignee : await assigneeOf(db, body.assignee);
  const now = Date.now();
  await writeTransaction(database, async (trx) => {
    const row = await lockedCase(database, trx, id);
    const before = (await repo.playersOfCases(trx, [id])).get(id) ?? [];
    const changes: CaseChange[] = [];
    const set: Partial<repo.CaseRow> = {};
    const text = (field: 'title' | 'status' | 'summary', value: string | undefined) => {
      if (value === undefined || value === row[field]) return;
      changes.push({ field, from: row[field], to: value });
      set[field] = value;
    };
    text('title', body.title);
    if (set.title !== undefined) set.title_lower = set.title.toLowerCase();
    text('status', body.status);
    text('summary', body.summary);
    if (body.resolution !== undefined) {
      const resolution = body.resolution === null || body.resolution === '' ? null : body.resolution;
      if (resolution !== row.resolution) {
        changes.push({ field: 'resolution', from: row.resolution, to: resolution });
        set.resolution = resolution;
      }
    }
    if (assignee !== undefined && (assignee?.id ?? null) !== row.assignee_id) {
      const from = row.assignee_id === null ? null : { id: row.assignee_id, username: row.assignee_name };
      changes.push({ field: 'assignee', from, to: assignee });
      set.assignee_id = assignee?.id ?? null;
      set.assignee_name = assignee?.username ?? null;
    }
    const players = body.players === undefined ? undefined : [...body.players].sort((a, b) => a - b);
    if (players !== undefined && !sameList(players, before)) {
      changes.push({ field: 'players', from: before, to: players });
      await repo.setCasePlayers(trx, id, players);
    }
    // Nothing different: nothing written, nothing recorded.
    if (changes.length === 0) return;
    await roomInHistory(trx, id);
    await repo.updateCase(trx, id, { ...set, updated_at: now });
    await appendActivity(trx, id, 'updated', moderator, { changes }, now);
    await recordAction(trx, actor, {
      category: 'moderation',
      action: 'case_updated',
      details: { caseId: id, number: Number(row.number), fields: changes.map((c) => c.field) },
    });
  });
  return caseDetail(db, moderator, id);
}

const LISTED_NAMES = 20;

export async function listCases(db: Kysely<DB>, viewer: Moderator, q: CasesQuery): Promise<CasesPage> {
  const { rows, total } = await repo.listCases(
    db,
    {
      status: q.status,
      assigneeId: q.assignee === 'me' ? viewer.id : q.assignee,
      player: q.player,
      search: q.search?.toLowerCase(),
    },
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  const players = await repo.playersOfCases(
    db,
    rows.map((r) => r.id),
  );
  // A row shows its first few players: a page names at most LISTED_NAMES of each case (the rest keep their ids).
  const names = await playerNames(
    db,
    [...players.values()].flatMap((ids) => ids.slice(0, LISTED_NAMES)),
    nameSourcesOf(viewer.subject),
  );
  return { success: true, cases: rows.map((r) => toCase(r, players.get(r.id) ?? [], names)), total };
}

export async function addComment(database: Database, moderator: Moderator, id: string, text: string): Promise<CaseActivity> {
  const { actor } = moderator;
  const now = Date.now();
  const row = await writeTransaction(database, async (trx) => {
    const found = await caseForChange(database, trx, id);
    // Decided with the case locked: two comments sent at once cannot both take the last place.
    if ((await countActivity(trx, id, 'comment')) >= CASE_LIMITS.comments) throw conflict(MESSAGES.caseCommentsFull);
    const activity = await appendActivity(trx, id, 'comment', moderator, { text }, now);
    await repo.updateCase(trx, id, { updated_at: now });
    await recordAction(trx, actor, {
      category: 'moderation',
      action: 'case_commented',
      details: { caseId: id, number: Number(found.number), commentId: activity.id },
    });
    return activity;
  });
  return toActivity(row);
}
