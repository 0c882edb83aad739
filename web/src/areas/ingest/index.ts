// The ingest area's public entry: the Ingest Keys tab of the admin panel.
export { IngestKeysTab } from './ingest-keys-tab';
