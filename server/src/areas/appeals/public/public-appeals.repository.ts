// What the public appeal page reads and writes: a sanction by its code with its latest appeal, and
// a new appeal.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema';

/** A sanction found by its code, with its latest appeal (the appeal's columns are null without one). */
export interface CodedSanction {
  appeal_code: string;
  id: string;
  user_id: number | string;
  type: string;
  public_reason: string;
  created_at: number | string;
  expires_at: number | string | null;
  revoked_at: number | string | null;
  appeal_status: string | null;
  appeal_submitted_at: number | string | null;
  appeal_decided_at: number | string | null;
  appeal_public_answer: string | null;
}

/**
 * The sanctions with these codes, each with its latest appeal, in one statement
 * (sanctions_appeal_code_uq, then appeals_sanction_idx): known and unknown codes send the same
 * statement. A flood of look-ups is read a batch at a time (appeal-code-reader.ts).
 */
export async function sanctionsByCodes(db: Kysely<DB>, codes: readonly string[]): Promise<CodedSanction[]> {
  const { rows } = await sql<CodedSanction>`
    SELECT s.appeal_code, s.id, s.user_id, s.type, s.public_reason, s.created_at, s.expires_at, s.revoked_at,
           a.status AS appeal_status, a.submitted_at AS appeal_submitted_at, a.decided_at AS appeal_decided_at,
           a.public_answer AS appeal_public_answer
    FROM sanctions s
    LEFT JOIN appeals a ON a.id = (SELECT l.id FROM appeals l WHERE l.sanction_id = s.id ORDER BY l.submitted_at DESC, l.id DESC LIMIT 1)
    WHERE s.appeal_code IN (${sql.join(codes)})`.execute(db);
  return rows;
}

/** The sanction with this code and its latest appeal (the submission reads it in its transaction). */
export async function sanctionByCode(db: Kysely<DB>, code: string): Promise<CodedSanction | undefined> {
  return (await sanctionsByCodes(db, [code]))[0];
}

export interface NewAppeal {
  id: string;
  sanctionId: string;
  userId: number;
  text: string;
  contact: string | null;
  at: number;
  address: string;
}

/** Stores an open appeal; a second open appeal of the same sanction violates appeals_open_uq. */
export async function insertAppeal(db: Kysely<DB>, appeal: NewAppeal): Promise<void> {
  await db
    .insertInto('appeals')
    .values({
      id: appeal.id,
      sanction_id: appeal.sanctionId,
      user_id: appeal.userId,
      text: appeal.text,
      contact: appeal.contact,
      submitted_at: appeal.at,
      address: appeal.address,
      status: 'open',
    })
    .execute();
}
