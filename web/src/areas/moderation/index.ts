// The moderation area's public entry (docs/RULES.md, "Moderation"): what other areas and the app
// use of notes, cases, sanctions and their presets. The screens are not here: the router
// lazy-loads moderation-pages.ts so they stay out of the bundles of the screens that import this.
export { AddToCaseButton } from './add-to-case/add-to-case-button';
export type { CaseTarget } from './add-to-case/add-to-case-target';
export { useLogSelection, type SelectedLogRow } from './add-to-case/log-selection';
export { useMyOpenCaseCount } from './cases/my-open-cases';
export { moderationKeys, useCases, useModerationMutation, usePlayerSanctions } from './moderation-api';
export { useCase } from './cases/api/case';
export { EvidenceItem } from './cases/components/evidence-item';
export { MOD_UI } from './moderation-messages';
export { SanctionPresetsTab } from './sanction-presets/sanction-presets-tab';
export { IssueSanctionDialog } from './sanctions/issue-sanction-dialog';
export { RevokeSanctionDialog } from './sanctions/revoke-sanction-dialog';
export { useSanctionPresets } from './sanctions/sanction-api';
export { DurationPicker } from './sanctions/duration-picker';
export { EnforcementState } from './sanctions/enforcement-state';
export { SanctionAppeal } from './sanctions/sanction-appeal';
export { SanctionItem } from './sanctions/sanction-item';
export { SanctionPlayer } from './sanctions/sanction-player';
export { SanctionTarget } from './sanctions/sanction-target';
export { sanctionHeadline } from './sanctions/sanction-words';
export { TransactionDialog, type Transaction } from './transaction-dialog/transaction-dialog';
export { useModerationAccess, type ModerationAccess } from './use-moderation-access';
