// A search term turned into each engine's pattern syntax, always taken literally: no character of
// the term is ever a wildcard or an operator.

/** `%term%` with `%`, `_` and `\` escaped (used with ESCAPE '\'). Lower-case the term first where the column is. */
export const likeContains = (term: string): string => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** The term as one quoted FTS5 string (a phrase of its trigrams): only `"` is special, and it is doubled. */
export const ftsString = (term: string): string => `"${term.replaceAll('"', '""')}"`;

/** True when every character is ASCII. */
export const isAscii = (term: string): boolean => [...term].every((c) => c.charCodeAt(0) < 0x80);

/** True when every character is ASCII or has no case (CJK, digits, punctuation). */
export const isAsciiOrCaseless = (term: string): boolean => [...term].every((c) => c.charCodeAt(0) < 0x80 || c.toLowerCase() === c.toUpperCase());

/**
 * PostgreSQL's trigram index narrows a LIKE pattern only through a run of three letters or digits
 * (pg_trgm ignores every other character): a term without one is answered by reading every row.
 */
export const hasTrigramRun = (term: string): boolean => /[\p{L}\p{N}]{3}/u.test(term);
