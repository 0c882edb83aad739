// The moderation workbench's screens, loaded together (the router imports this lazily).
export { CasePage } from './cases/case-page';
export { CasesPage } from './cases/cases-page';
export { SanctionsPage } from './sanctions/sanctions-page';
