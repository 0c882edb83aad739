// The search-term rule shared by every search box and every API that searches (docs/RULES.md,
// "Validation"): a term is trimmed; empty means "no search"; a term of 1 or 2 characters is too short
// (substring indexes need 3), and characters are counted as a person counts them.
import { LIMITS } from '../limits';

/** Typing waits this long before a search box searches (docs/RULES.md, "Constants and limits"). */
export const SEARCH_DEBOUNCE_MS = 800;

/** Characters as a person counts them (an emoji or a CJK character is one), not UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;

/** Text that is neither empty nor long enough to search once trimmed: it only earns the message. */
export function isTooShortSearch(text: string): boolean {
  const n = characterCount(text.trim());
  return n > 0 && n < LIMITS.searchMin;
}

/**
 * The term a text searches for: '' for no search, null when it is too short, else the trimmed text
 * cut to `max` characters.
 */
export function searchTerm(text: string, max: number = LIMITS.name): string | null {
  const term = text.trim();
  if (term === '') return '';
  return isTooShortSearch(term) ? null : term.slice(0, max);
}
