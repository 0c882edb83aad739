// Lint rules for every workspace. Import boundaries (docs/ARCHITECTURE.md): domain imports nothing
// of ours and no framework; web and server import domain, never each other. Cycles and the folder
// boundaries inside web and server are checked by dependency-cruiser (.dependency-cruiser.cjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.bench/**', 'test-results/**', 'playwright-report/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
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
