// A player as every screen shows one beside an id: the link to their record, the avatar, the picker
// that finds one by name or id, and the filter built on it. Machinery below the areas, so that the
// logs, moderation, watch and staff screens show a player without importing the players area (whose
// record screen shows their panels in turn).
export { PlayerLabelLink, playerLabelText } from './picker/player-picker-label';
export { PlayerPicker } from './picker/player-picker';
export { PlayerAvatar } from './player-avatar';
export { PlayerFilter } from './player-filter';
export { PlayerLink, playerPath, type PlayerLinkProps } from './player-link';
