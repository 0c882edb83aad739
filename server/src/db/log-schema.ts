// Tables for the game's logs; filled in by the ingestion feature.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LogTables {}
