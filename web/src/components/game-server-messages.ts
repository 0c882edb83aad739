// The sentences of an entry's game server (its JobId and place), wherever an entry is shown.
export const GAME_SERVER_UI = {
  server: 'Server',
  place: 'Place',
  /** The whole of a server shown shortened: its JobId, and its place when known. */
  serverTitle: (serverId: string, placeId?: string) => (placeId === undefined ? `Server ${serverId}` : `Server ${serverId}, place ${placeId}`),
} as const;
