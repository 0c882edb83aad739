// Appeals: the code a muted or banned player types on the public appeal page, the states an appeal
// goes through, and the numbers its rules are written with. Read by the schemas, the server, the
// web app and the tests alike.

/**
 * The code's alphabet: Crockford's base 32 (digits and capitals without I, L, O and U), so no two
 * symbols look alike. 32 symbols × 12 characters = 60 bits of randomness.
 */
export const APPEAL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const APPEAL_CODE_LENGTH = 12;

/** Typed look-alikes read as the symbol they resemble (O is 0; I and L are 1), as Crockford's base 32 reads them. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * The code's 12 symbols from what a player typed: any letter case, dashes and spaces anywhere,
 * look-alikes read as their symbol; null when it cannot be a code.
 */
export function normalizeAppealCode(input: string): string | null {
  if (input.length > 40) return null;
  const symbols = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (c) => LOOK_ALIKES[c]!);
  if (symbols.length !== APPEAL_CODE_LENGTH) return null;
  for (const c of symbols) if (!APPEAL_CODE_ALPHABET.includes(c)) return null;
  return symbols;
}

/** The code as people read it: XXXX-XXXX-XXXX. */
export const formatAppealCode = (symbols: string): string => `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8, 12)}`;

/** An appeal is open until a reviewer decides it: the sanction stands (upheld), ends earlier (reduced) or is lifted. */
export const APPEAL_STATUSES = ['open', 'upheld', 'reduced', 'lifted'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_DECISIONS = ['upheld', 'reduced', 'lifted'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** The sanction types that carry an appeal code (a warning has nothing to lift). */
export const APPEALABLE_SANCTION_TYPES = ['mute', 'ban'] as const;

export const APPEAL_LIMITS = {
  textMin: 20,
  textMax: 2000,
  contactMax: 200,
  publicAnswerMax: 1000,
  privateNoteMax: 2000,
  /** Days after a decided appeal before the same sanction may be appealed again (APPEAL_COOLDOWN_DAYS). */
  defaultCooldownDays: 30,
  /** The public page's limits, per client address and per code, counted in the database. */
  lookupsPerAddress: { count: 10, windowMs: 15 * 60 * 1000 },
  appealsPerAddress: { count: 3, windowMs: 24 * 60 * 60 * 1000 },
  lookupsPerCode: { count: 10, windowMs: 60 * 60 * 1000 },
  queuePageSize: 50,
  maxPageSize: 200,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a sanction may be appealed again after an appeal decided at `decidedAt`: the cool-down's
 * days later, rounded up to the next midnight UTC, so the date the player reads
 * (appealCooldownMessage) is the first whole day they may send one.
 */
export function nextAppealFrom(decidedAt: number, cooldownDays: number): number {
  const end = decidedAt + cooldownDays * DAY_MS;
  return Math.ceil(end / DAY_MS) * DAY_MS;
}

/** A date as a player reads it, in UTC: '27 December 2026'. */
export const plainUtcDate = (at: number): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
