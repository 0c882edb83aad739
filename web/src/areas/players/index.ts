// The players area's public entry: a player's link, avatar and the picker other screens show
// beside an id. The player record, player search and leaderboards are lazy-loaded by the router
// from their modules. Nothing here imports another area's entry (moderation imports this one).
export { PlayerLabelLink, playerLabelText } from './picker/player-picker-label';
export { PlayerPicker } from './picker/player-picker';
export { PlayerAvatar } from './player-avatar';
export { PlayerFilter } from './player-filter';
export { PlayerLink, type PlayerLinkProps } from './player-link';
