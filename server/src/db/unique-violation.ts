// A statement refused by a unique index, on either engine: PostgreSQL's unique_violation (23505),
// SQLite's "UNIQUE constraint failed".
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === '23505' || (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'));
}
