// Ids are 24 lowercase hex characters: 8 of seconds since the epoch, then 16 random
// (docs/RULES.md, "Ingest").
// Time-ordered like MongoDB ObjectIds, so ids imported from the old database fit in.
import { createHash, randomBytes } from 'node:crypto';

export function newId(at: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor(at / 1000)) >>> 0;
  return seconds.toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}

/** A deterministic id for content without its own id: the event time, then a hash of its identity. */
export function derivedId(at: number, identity: string): string {
  const seconds = Math.max(0, Math.min(0xffffffff, Math.floor(at / 1000))) >>> 0;
  return seconds.toString(16).padStart(8, '0') + createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

export const isHexId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
