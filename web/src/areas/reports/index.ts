// The reports area's public entry: the sidebar's count of reported players waiting and the
// dashboard's line saying how many wait and since when. The queue screen is lazy-loaded by the
// router from reports-page.tsx.
export { useWaitingCount } from './api/waiting';
export { WaitingReports } from './components/waiting-reports';
