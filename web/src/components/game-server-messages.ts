// The sentences of an entry's game server (its JobId and place), wherever an entry is shown.
export const GAME_SERVER_UI = {
  server: 'Server',
  place: 'Place',
} as const;
