// The team: what each staff member did over a window (administrators). Other areas import only this entry.
export { teamRoutes } from './team.routes';
