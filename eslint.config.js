// Lint rules for every workspace. Import boundaries (docs/ARCHITECTURE.md): domain imports nothing
// of ours and no framework; web and server import domain, never each other; no import cycles; web
// features do not import each other; the server's shared layers never import a feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Each web feature may import only itself among the features (shared pieces: components/, lib/). */
const webFeatureZones = folders('./web/src/features/').map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'Web features do not import each other: move what both need to web/src/components or web/src/lib.',
}));

/** The server's shared layers are leaves: features build on them, never the other way round. */
const serverLeafZones = ['db', 'logs', 'upstream'].map((leaf) => ({
  target: `./server/src/${leaf}`,
  from: './server/src/features',
  message: `server/src/${leaf} is a shared layer: it never imports a feature.`,
}));

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.bench/**', 'test-results/**', 'playwright-report/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read environment variables in server/src/config.ts only.' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['domain/tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...webFeatureZones, ...serverLeafZones] }],
    },
  },
  {
    // Tests may set up whatever they exercise.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['domain/**/*.ts'],
    rules: restrict([
      {
        group: ['kysely', 'fastify', 'fastify-*', '@fastify/*', 'react', 'react-*', '@mui/*', 'node:*', 'pg', 'better-sqlite3'],
        message: 'domain/ is pure: zod only.',
      },
      { group: ['**/server/**', '**/web/**', '@staff-console/*'], message: 'domain/ imports nothing of ours.' },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([
      { group: ['**/web/**', '@staff-console/web', '@staff-console/web/*', 'react', 'react-*', '@mui/*'], message: 'server/ never imports web/.' },
      { group: ['**/domain/src/**'], message: 'Import the domain through @staff-console/domain.' },
    ]),
  },
  {
    files: ['server/src/config.ts', 'e2e/**/*.ts', '*.config.ts', 'web/vite.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict([
      {
        group: ['**/server/**', '@staff-console/server', '@staff-console/server/*', 'kysely', 'fastify', '@fastify/*', 'node:*', 'pg', 'better-sqlite3'],
        message: 'web/ never imports server/ or Node.',
      },
      { group: ['**/domain/src/**'], message: 'Import the domain through @staff-console/domain.' },
    ]),
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
