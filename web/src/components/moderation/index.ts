// The moderation pieces several screens share (docs/RULES.md, "Moderation").
export * from './add-to-case-button';
export type { CaseTarget } from './add-to-case-target';
export * from './issue-sanction-dialog';
export * from './moderation-api';
export * from './moderation-messages';
export * from './revoke-sanction-dialog';
export * from './sanction-item';
export * from './sanction-words';
export * from './use-moderation-access';
