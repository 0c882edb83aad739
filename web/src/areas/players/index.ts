// The players area's public entry: a player's notes and sanctions panels (the player record shows
// them, and so does a reported player's panel on Reports). The player record, player search and
// leaderboards are lazy-loaded by the router from their modules; the link, avatar and picker other
// screens show beside an id are machinery in components/players/.
export { NotesPanel } from './components/notes-panel';
export { SanctionsPanel } from './components/sanctions-panel';
