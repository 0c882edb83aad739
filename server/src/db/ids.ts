// Ids are 24 lowercase hex characters: 8 of seconds since the epoch, then 16 random
// (docs/RULES.md, "Ingest").
// Time-ordered like MongoDB ObjectIds, so ids imported from the old database fit in.
import { createHash, randomBytes } from 'node:crypto';

export function newId(at: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor(at / 1000)) >>> 0;
  return seconds.toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}

let lastSeconds = -1;
let lastTail = 0n;
const TAIL_MAX = 0xffff_ffff_ffff_ffffn;

/**
 * An id like `newId` whose order follows the order of the calls within this process: within one
 * second the random tail of the first call is counted up (it starts in the lower half, so it does
 * not run out). Lists sorted by id (newest first) then show things made in the same second in the
 * order they were made; across processes, ties within a second stay in random order.
 */
export function newOrderedId(at: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor(at / 1000)) >>> 0;
  if (seconds === lastSeconds && lastTail < TAIL_MAX) lastTail += 1n;
  else if (seconds > lastSeconds) {
    lastSeconds = seconds;
    lastTail = BigInt(`0x${randomBytes(8).toString('hex')}`) >> 1n;
  } else return newId(at);
  return seconds.toString(16).padStart(8, '0') + lastTail.toString(16).padStart(16, '0');
}

/** A deterministic id for content without its own id: the event time, then a hash of its identity. */
export function derivedId(at: number, identity: string): string {
  const seconds = Math.max(0, Math.min(0xffffffff, Math.floor(at / 1000))) >>> 0;
  return seconds.toString(16).padStart(8, '0') + createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

export const isHexId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
