// The Admin panel's Sanction reasons tab (docs/RULES.md, "Moderation"): presets with a public reason
// and a ladder of steps the issue dialog suggests from.
import { SANCTION_PRESET_LIMITS } from '@staff-console/domain';

export const PRESETS_UI = {
  tableLabel: 'Sanction reasons',
  intro:
    'Reasons moderators pick when they issue a sanction. Each has a ladder: the dialog suggests the step after as many earlier sanctions for this reason as the player has (revoked ones do not count), and the last step once the ladder ends.',
  columns: { publicReason: 'Public reason', ladder: 'Ladder' },
  add: 'Add reason',
  full: `At most ${SANCTION_PRESET_LIMITS.presets} reasons: delete one to add another.`,
  loadFailed: 'Failed to load the sanction reasons. Please try again.',
  empty: 'No reasons yet. Add one, for example "Scamming": a warning, then a 7-day ban, then a permanent ban.',
  createTitle: 'Add a sanction reason',
  editTitle: (name: string) => `Edit ${name}`,
  name: 'Name',
  publicReason: 'Public reason (shown to the player)',
  privateReason: 'Default private reason (staff only, optional)',
  steps: 'Ladder',
  stepsHelp: 'From the first time to the last; the last step repeats.',
  step: (n: number) => `Step ${n}`,
  type: 'Type',
  duration: 'Duration',
  addStep: 'Add step',
  removeStep: (n: number) => `Remove step ${n}`,
  stepsFull: `At most ${SANCTION_PRESET_LIMITS.steps} steps.`,
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete sanction reason',
  deleteBody: (name: string) =>
    `Delete "${name}"? Sanctions issued for it keep their reasons, but no longer count towards its ladder, and moderators can no longer pick it.`,
  created: 'Sanction reason added.',
  saved: 'Sanction reason saved.',
  deleted: 'Sanction reason deleted.',
  failed: 'Could not save the sanction reason. Please try again.',
  deleteFailed: 'Could not delete the sanction reason. Please try again.',
} as const;
