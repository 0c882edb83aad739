// The moderation pieces several screens share (docs/RULES.md, "Moderation").
export * from './add-to-case/add-to-case-button';
export type { CaseTarget } from './add-to-case/add-to-case-target';
export * from './sanctions/issue-sanction-dialog';
export * from './moderation-api';
export * from './moderation-messages';
export * from './sanctions/revoke-sanction-dialog';
export * from './sanctions/sanction-item';
export * from './sanctions/sanction-words';
export * from './use-moderation-access';
