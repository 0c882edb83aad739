import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { openPostgres, type Database } from '../../../db/database';
import { testConfig } from '../../../test/harness';

describe('health with an unreachable database', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    // Nothing listens on port 1: the pool fails to connect.
    database = openPostgres('postgres://nobody@127.0.0.1:1/nothing');
    app = await buildApp({ config: testConfig(), database, webDist: null, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with a sentence and a suggestion, and data routes answer 503 too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      error: 'The database is unavailable right now. Try again in a moment.',
      suggestion: 'Check that the database server is running and that DATABASE_URL points at it.',
      database: { ok: false },
    });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'a', password: 'b' } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ success: false, error: 'The database is unavailable right now. Try again in a moment.' });
  });
});
