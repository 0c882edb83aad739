// The game's chat filter replaces blocked words with '#'. A message it blanked out entirely is
// hidden from staff, and the same player's neighbouring messages carry a 'Filter Warning'
// (docs/RULES.md, "Entities and values"), so a moderator sees what was said around it.
import { toEpochMs } from './format';

// Some servers log messages as "name: text"; the prefix need not be the player's own name.
const NAME_PREFIX = /^[^:]{1,30}:/u;
// A fully filtered sentence keeps its spaces ("#### ## ####"), so whitespace may sit between hashes.
const BLANK_OR_HASHES = /^[\s#]*$/u;

/**
 * True when, after trimming and removing one leading `name:` prefix (1–30 characters, no ':'),
 * the message is empty or only '#' characters and whitespace. A missing message is hidden.
 */
export function isHiddenMessage(message: unknown): boolean {
  if (typeof message !== 'string') return true;
  return BLANK_OR_HASHES.test(message.trim().replace(NAME_PREFIX, ''));
}

export interface ChatFilterMessage {
  id: string;
  userId: string | number;
  /** A Date, epoch milliseconds or an ISO 8601 string. */
  timestamp: Date | string | number;
  message: unknown;
}

interface Entry {
  id: string;
  at: number;
  hidden: boolean;
}

const byTimeThenId = (a: Entry, b: Entry): number => {
  if (a.at !== b.at) return a.at - b.at;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * The ids of visible messages that carry a Filter Warning: for every hidden message, the same
 * player's nearest visible message before it and nearest visible message after it (by time, ties
 * by id). Input may be in any order.
 */
export function filterWarnings(messages: readonly ChatFilterMessage[]): Set<string> {
  const byPlayer = new Map<string, Entry[]>();
  for (const m of messages) {
    const at = toEpochMs(m.timestamp);
    // An unreadable time sorts first rather than disappearing, so it still has neighbours.
    const entry: Entry = { id: m.id, at: Number.isFinite(at) ? at : Number.MIN_SAFE_INTEGER, hidden: isHiddenMessage(m.message) };
    const key = String(m.userId);
    const list = byPlayer.get(key);
    if (list) list.push(entry);
    else byPlayer.set(key, [entry]);
  }

  const warned = new Set<string>();
  for (const list of byPlayer.values()) {
    list.sort(byTimeThenId);
    let previousVisible: Entry | undefined;
    let hiddenSincePrevious = false;
    for (const entry of list) {
      if (entry.hidden) {
        if (previousVisible) warned.add(previousVisible.id);
        hiddenSincePrevious = true;
      } else {
        if (hiddenSincePrevious) warned.add(entry.id);
        previousVisible = entry;
        hiddenSincePrevious = false;
      }
    }
  }
  return warned;
}
