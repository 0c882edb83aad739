// Saved searches over the three logs. Other areas import only this entry.
export { savedSearchesRoutes } from './saved-searches.routes';
