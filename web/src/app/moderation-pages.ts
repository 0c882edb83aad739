// The moderation workbench's screens, loaded together (the router imports this lazily).
export { CasePage } from '../features/cases/case-page';
export { CasesPage } from '../features/cases/cases-page';
export { SanctionsPage } from '../features/sanctions/sanctions-page';
