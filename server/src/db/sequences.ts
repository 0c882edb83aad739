// Numbers handed out in commit order (case numbers, the sanctions feed's cursor). Taking one
// updates the sequence's row, which stays locked until the transaction ends: a second taker waits,
// then reads the committed value. So numbers have no gaps, and a reader who has seen number N has
// seen every number below it (a database sequence gives neither).
import { type Kysely, sql } from 'kysely';
import type { DB } from './schema';

export type SequenceName = 'case_number' | 'sanction_change' | 'report_outcome';

/** The next number of the sequence; call inside the transaction that uses it. */
export async function nextNumber(trx: Kysely<DB>, name: SequenceName): Promise<number> {
  const { rows } = await sql<{ value: number | string }>`UPDATE sequences SET value = value + 1 WHERE name = ${name} RETURNING value`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`sequence ${name} is missing (migration 011 not applied?)`);
  return Number(row.value);
}
