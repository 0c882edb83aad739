// The chat log's second, narrow entry: the rows a stored batch keeps up (the hours' counts, the
// recent batches), without the routes, search and exports of index.ts. The ingest worker thread
// (areas/ingest/writers/) loads its whole import graph at every start, so it imports this entry.
// Other areas may import this entry or the full one.
export { addChatHours, addChatHoursSqlite, HOUR_MS, visiblePerHour } from './chat-hours';
export { trackChatBatch } from './chat-recent';
