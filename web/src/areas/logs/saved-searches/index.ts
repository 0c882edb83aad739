// The saved searches' public entry: the menu a log screen (or the player search) shows.
export { SavedSearchesMenu } from './saved-searches-menu';
