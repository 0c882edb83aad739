// Players: the player record and search, leaderboards, avatars and thumbnails. Other areas import only this entry.
export { proxyRoutes } from './avatars/proxy.routes';
export { thumbnailsRoutes } from './avatars/thumbnails.routes';
export { leaderboardsRoutes } from './leaderboards/leaderboards.routes';
export { playerLabelsRoutes } from './player-labels.routes';
export { playersRoutes } from './players.routes';
