// Test helper: an appeal stored as the public page would store it (the reviewers' tests do not go
// through the public routes), open or already decided.
import type { Kysely } from 'kysely';
import type { AppealStatus } from '@staff-console/domain';
import { newId } from '../../../db/ids';
import type { DB } from '../../../db/schema';

export interface AppealFixture {
  sanctionId: string;
  userId: number;
  text?: string;
  contact?: string | null;
  submittedAt?: number;
  status?: AppealStatus;
  /** A decided appeal's time of decision (default: a minute after it was sent). */
  decidedAt?: number;
}

/** Stores the appeal and returns its id. */
export async function insertAppeal(db: Kysely<DB>, a: AppealFixture): Promise<string> {
  const submittedAt = a.submittedAt ?? Date.now();
  const status = a.status ?? 'open';
  const decided = status !== 'open';
  const id = newId(submittedAt);
  await db
    .insertInto('appeals')
    .values({
      id,
      sanction_id: a.sanctionId,
      user_id: a.userId,
      text: a.text ?? 'I was not scamming, the trade was agreed in chat beforehand.',
      contact: a.contact ?? null,
      submitted_at: submittedAt,
      address: '203.0.113.7',
      status,
      decided_by_id: decided ? 'ffffffffffffffffffffffff' : null,
      decided_by_name: decided ? 'earlier_reviewer' : null,
      decided_at: decided ? (a.decidedAt ?? submittedAt + 60_000) : null,
      public_answer: decided ? 'The sanction stands.' : null,
      private_note: null,
      previous_expires_at: null,
    })
    .execute();
  return id;
}
