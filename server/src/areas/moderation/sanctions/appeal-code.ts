// The code a muted or banned player appeals with: 12 symbols of Crockford's base 32 (60 bits) from
// the operating system's random source, unguessable and easy to read aloud.
import { randomBytes } from 'node:crypto';
import { APPEAL_CODE_ALPHABET, APPEAL_CODE_LENGTH, APPEALABLE_SANCTION_TYPES, type SanctionType } from '@staff-console/domain';

/** 12 symbols; each byte's low five bits pick one of the 32 (256 is a multiple of 32, so each is equally likely). */
export const newAppealCode = (): string => [...randomBytes(APPEAL_CODE_LENGTH)].map((b) => APPEAL_CODE_ALPHABET[b & 31]!).join('');

/** A new sanction's code: mutes and bans unless issued as not appealable. */
export const appealCodeFor = (type: SanctionType, appealable: boolean | undefined): string | null =>
  (APPEALABLE_SANCTION_TYPES as readonly string[]).includes(type) && appealable !== false ? newAppealCode() : null;
