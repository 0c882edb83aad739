// Ingest: the ingest API, its keys, and the batch writers every log is stored by. Other areas import only this entry.
export { ingestBodyRules, ingestRoute, ingestRoutes } from './ingest.routes';
export { eventRowId } from './event-identity';
export { prepareEvent } from './ingest.rows';
export type { RowRules, RowsByKind } from './ingest.rows';
export { ingestEvents, InvalidEventsError, tooManyEvents, writeBatch, writeRows } from './ingest.service';
export type { Batch, IngestResult, WriteOptions } from './ingest.service';
export { batchWriter, type BatchWriter, WritePipeline } from './writers/batch-writer';
export { ingestStore } from './ingest-thread';
export { ingestKeysRoutes } from './keys/ingest-keys.routes';
export { verifyIngestKey } from './keys/ingest-keys';
