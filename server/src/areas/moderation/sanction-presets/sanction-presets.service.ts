// Sanction presets (docs/RULES.md, "Moderation"): administrators define them (at most 50, names
// unique in any letter case, every change in the action log); moderators pick one when issuing a
// sanction and are offered the next step of its ladder for that player: the step after as many of
// the player's earlier sanctions under the preset as were not revoked, the last step once past the end.
import type { Deps } from '../../../deps/deps';
import {
  formatTimestamp,
  MESSAGES,
  nextStepIndex,
  SANCTION_PRESET_ACTIONS,
  SANCTION_PRESET_LIMITS,
  type SanctionPreset,
  type SanctionPresetBody,
  type SanctionPresetPatch,
  type SanctionStep,
  type SanctionSuggestion,
  type SanctionType,
  suggestionWords,
} from '@staff-console/domain';
import { type Actor, recordAction } from '../../../action-log/record';
import type { Database } from '../../../db/database';
import { newId } from '../../../db/ids';
import { writeTransaction } from '../../../db/write-transaction';
import { conflict, notFound } from '../../../errors/errors';
import { iso } from '../moderator';
import * as repo from './sanction-presets.repository';

/** Earlier sanctions named in the suggestion's sentence. */
const EARLIER_NAMED = 5;

const stepsOf = (row: repo.PresetRow): SanctionStep[] => JSON.parse(row.steps) as SanctionStep[];

function toPreset(row: repo.PresetRow): SanctionPreset {
  return {
    _id: row.id,
    name: row.name,
    publicReason: row.public_reason,
    privateReason: row.private_reason,
    steps: stepsOf(row),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const storedSteps = (steps: readonly SanctionStep[]) =>
  JSON.stringify(steps.map((s) => ({ type: s.type, durationSeconds: s.type === 'warn' ? null : s.durationSeconds })));

export async function listPresets(database: Database): Promise<SanctionPreset[]> {
  return (await repo.listPresets(database.db)).map(toPreset);
}

async function presetRow(db: Database['db'], id: string): Promise<repo.PresetRow> {
  const row = await repo.findPreset(db, id);
  if (!row) throw notFound(MESSAGES.sanctionPresetNotFound);
  return row;
}

export async function createPreset(database: Database, actor: Actor, body: SanctionPresetBody): Promise<SanctionPreset> {
  const now = Date.now();
  const row: repo.PresetRow = {
    id: newId(now),
    name: body.name,
    name_key: body.name.toLowerCase(),
    public_reason: body.publicReason,
    private_reason: body.privateReason,
    steps: storedSteps(body.steps),
    created_by_id: actor.userId,
    created_at: now,
    updated_at: now,
  };
  await writeTransaction(database, async (trx) => {
    if (database.engine === 'postgres') await repo.lockPresets(trx);
    if (await repo.presetNamed(trx, row.name_key)) throw conflict(MESSAGES.sanctionPresetNameTaken);
    if ((await repo.countPresets(trx)) >= SANCTION_PRESET_LIMITS.presets) throw conflict(MESSAGES.sanctionPresetLimit);
    await repo.insertPreset(trx, row);
    await recordAction(trx, actor, {
      category: 'moderation',
      action: SANCTION_PRESET_ACTIONS.created,
      details: { presetId: row.id, name: row.name, steps: stepsOf(row) },
    });
  });
  return toPreset(row);
}

export async function updatePreset(database: Database, actor: Actor, id: string, body: SanctionPresetPatch): Promise<SanctionPreset> {
  const now = Date.now();
  await writeTransaction(database, async (trx) => {
    if (database.engine === 'postgres') await repo.lockPresets(trx);
    const before = await presetRow(trx, id);
    const changes: Partial<repo.PresetRow> = { updated_at: now };
    if (body.name !== undefined) {
      const other = await repo.presetNamed(trx, body.name.toLowerCase());
      if (other && other.id !== id) throw conflict(MESSAGES.sanctionPresetNameTaken);
      changes.name = body.name;
      changes.name_key = body.name.toLowerCase();
    }
    if (body.publicReason !== undefined) changes.public_reason = body.publicReason;
    if (body.privateReason !== undefined) changes.private_reason = body.privateReason;
    if (body.steps !== undefined) changes.steps = storedSteps(body.steps);
    await repo.updatePreset(trx, id, changes);
    await recordAction(trx, actor, {
      category: 'moderation',
      action: SANCTION_PRESET_ACTIONS.updated,
      details: {
        presetId: id,
        name: changes.name ?? before.name,
        changed: Object.keys(body).filter((k) => body[k as keyof SanctionPresetPatch] !== undefined),
      },
    });
  });
  return toPreset(await presetRow(database.db, id));
}

/** Deletes the preset; the sanctions issued under it keep everything but the link (set null by the database). */
export async function deletePreset(database: Database, actor: Actor, id: string): Promise<void> {
  await writeTransaction(database, async (trx) => {
    const row = await presetRow(trx, id);
    await repo.deletePreset(trx, id);
    await recordAction(trx, actor, { category: 'moderation', action: SANCTION_PRESET_ACTIONS.deleted, details: { presetId: id, name: row.name } });
  });
}

/** The date a sentence names (the day alone). */
const day = (at: string) => formatTimestamp(at).split(' • ')[0]!;

export async function suggestion(deps: Deps, userId: number, presetId: string): Promise<SanctionSuggestion> {
  const preset = await presetRow(deps.db, presetId);
  const steps = stepsOf(preset);
  const { count, latest } = await repo.countingSanctions(deps.db, presetId, userId, EARLIER_NAMED);
  const earlier = latest.reverse().map((s) => ({
    sanctionId: s.id,
    type: s.type as SanctionType,
    durationSeconds: s.type === 'warn' || s.expires_at === null ? null : Math.round((Number(s.expires_at) - Number(s.created_at)) / 1000),
    createdAt: iso(s.created_at),
  }));
  const stepIndex = nextStepIndex(count, steps.length);
  return {
    presetId,
    count,
    stepIndex,
    step: steps[stepIndex]!,
    earlier,
    reason: suggestionWords(preset.name, count, earlier, steps.length, day),
  };
}
