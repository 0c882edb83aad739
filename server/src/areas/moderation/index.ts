// Moderation: notes, cases with evidence and reports, sanctions with their presets and enforcement on Roblox. Other areas import only this entry.
export { casesRoutes } from './cases/cases.routes';
export { readLogEntry } from './cases/log-entry';
export { fileReportsInCase, reportsCaseTitle } from './cases/report-evidence.service';
export { iso, mayModerator, moderationAccess, moderatorOf, type Moderator, staffRef } from './moderator';
export { toNote } from './notes/note.mapping';
export { hasModerationRecord } from './notes/notes.repository';
export type { NoteRow } from './notes/notes.repository';
export { notesRoutes } from './notes/notes.routes';
export { sanctionPresetsRoutes } from './sanction-presets/sanction-presets.routes';
export { newAppealCode } from './sanctions/appeal-code';
export { OPEN_CLOUD_RESTRICTION, openCloudHandler } from './sanctions/ban-enforcement';
export { toSanctions } from './sanctions/sanction.mapping';
export { reduceInTransaction, reducedEnd } from './sanctions/sanction-reduce';
export { isActive as sanctionIsActive, revokeInTransaction } from './sanctions/sanctions.service';
export { sanctionsFeedRoutes } from './sanctions/sanctions-feed.routes';
export { activeSanction, findSanction, sanctionsByIds } from './sanctions/sanctions.repository';
export type { SanctionRow } from './sanctions/sanctions.repository';
export { sanctionsRoutes } from './sanctions/sanctions.routes';
