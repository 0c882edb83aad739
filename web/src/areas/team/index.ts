// The team area's public entry: the Team page (/team, administrators) is lazy-loaded by the router
// from team-page.tsx; its strings are here for the navigation.
export { TEAM_UI } from './team-messages';
