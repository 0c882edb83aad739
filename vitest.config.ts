import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at a time: Vitest's default on two cores is one (cores − 1), which leaves a
    // core idle while a file imports the app or waits on SQLite. The screens' tests run after the
    // rest (their own group, two files at a time, with nothing else beside them: they wait for
    // renders on a timer), then the Roblox module's, one file at a time (the game's requests time
    // out after 1.5 s).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          // A worker imports the app once for all its files rather than once per file (about 150 s
          // of the suite's time). Every file builds its own app on its own database; module state
          // a test depends on starting fresh is imported fresh by that test (db/ids.test.ts).
          isolate: false,
          environment: 'node',
          // Each file shares the two cores with another one (and with its child servers): the
          // longest tests (the route fuzzing, the crash loops) get twice the time they had alone.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The Roblox module run in a Lua VM against the real server.
        test: {
          name: 'integrations',
          include: ['integrations/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // Screens render MUI in jsdom, two files at a time on two cores: give them room.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
