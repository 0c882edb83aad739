export { SavedSearchesMenu } from './saved-searches-menu';
