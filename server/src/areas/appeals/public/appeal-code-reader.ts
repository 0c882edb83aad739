// The look-ups of one moment read together: when a burst of look-ups is let through by the limits
// at once, their codes are read in one statement instead of one statement each, so a flood of
// look-ups does not queue hundreds of statements in front of the staff screens' queries (on
// PostgreSQL they share the connection pool). DataLoader collects the codes asked for in the same
// turn of the event loop; nothing is cached, so every look-up reads the database as it is.
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { type CodedSanction, sanctionsByCodes } from './public-appeals.repository';

/** Codes per statement: well under both engines' limits on bound parameters. */
const CODES_PER_STATEMENT = 500;

type Reader = DataLoader<string, CodedSanction | undefined>;

const readers = new WeakMap<Kysely<DB>, Reader>();

/** The sanction with this code and its latest appeal, read with the other codes looked up at the same moment. */
export function readSanctionByCode(db: Kysely<DB>, code: string): Promise<CodedSanction | undefined> {
  let reader = readers.get(db);
  if (!reader) {
    reader = new DataLoader(
      async (codes: readonly string[]) => {
        const found = new Map((await sanctionsByCodes(db, codes)).map((row) => [row.appeal_code, row]));
        return codes.map((code) => found.get(code));
      },
      { cache: false, maxBatchSize: CODES_PER_STATEMENT },
    );
    readers.set(db, reader);
  }
  return reader.load(code);
}
