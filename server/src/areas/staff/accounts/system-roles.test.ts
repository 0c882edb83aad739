import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ROLES } from '@staff-console/domain';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../../test/harness';
import { ensureSystemRoles } from './roles.repository';

// Every process writes the system roles as it starts; several starting together against one
// database must all succeed and leave each role once, as the domain defines it.
for (const engine of ENGINES) {
  describe(`system roles written by processes starting together [${engine}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(() => database.drop());

    it('writes each role once however many start at the same moment', async () => {
      for (let round = 0; round < 5; round++) {
        await database.db.deleteFrom('roles').execute();
        await Promise.all(Array.from({ length: 8 }, () => ensureSystemRoles(database.db)));
        const rows = await database.db.selectFrom('roles').select(['id', 'name_lower', 'permissions', 'system']).orderBy('id').execute();
        expect(rows).toEqual(
          [...SYSTEM_ROLES]
            .sort((a, b) => (a.name < b.name ? -1 : 1))
            .map((r) => ({ id: r.name, name_lower: r.name, permissions: JSON.stringify(r.permissions), system: 1 })),
        );
      }
    });

    it('brings an existing role back to the domain definition', async () => {
      const first = SYSTEM_ROLES[0]!;
      await database.db.updateTable('roles').set({ permissions: '[]', system: 0 }).where('id', '=', first.name).execute();
      await ensureSystemRoles(database.db);
      const row = await database.db.selectFrom('roles').select(['permissions', 'system']).where('id', '=', first.name).executeTakeFirstOrThrow();
      expect(row).toEqual({ permissions: JSON.stringify(first.permissions), system: 1 });
    });
  });
}
