// The game server a chat line, trade or purchase happened in (migration 029): its JobId and place id
// as stored, both null for rows the game sent without them, and as the API shows them (left out
// when absent).

export interface ServerColumns {
  server_id: string | null;
  place_id: string | null;
}

/** The columns of an event as ingested (absent fields are stored as null). */
export const serverColumns = (e: { serverId?: string | undefined; placeId?: string | undefined }): ServerColumns => ({
  server_id: e.serverId ?? null,
  place_id: e.placeId ?? null,
});

/** `serverId` / `placeId` of an entry, each only when stored. */
export const serverFields = (row: ServerColumns): { serverId?: string; placeId?: string } => ({
  ...(row.server_id != null ? { serverId: row.server_id } : {}),
  ...(row.place_id != null ? { placeId: row.place_id } : {}),
});
