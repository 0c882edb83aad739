// The operations area's public entry: the admin panel's Dashboard tab (statistics). The dashboard
// and the diagnostics screens are lazy-loaded by the router from their page modules.
export { DashboardTab } from './stats/dashboard-tab';
