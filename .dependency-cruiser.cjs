// Import boundaries that ESLint's per-file rules cannot see (docs/ARCHITECTURE.md, "Layers and
// what each may import"): no import cycles anywhere; web features do not import each other; server
// features do not import each other; the server's shared layers never import a feature. Run by `npm run lint`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules import one way: a cycle means two files are one responsibility or a shared piece belongs below both.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-are-independent',
      severity: 'error',
      comment: 'Web features do not import each other: move what both need to web/src/components or web/src/lib.',
      from: { path: '^web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'server-features-are-independent',
      severity: 'error',
      comment:
        'Server features do not import each other: what two features need (data access, mappings, shared rules) lives in a shared layer under server/src.',
      from: { path: '^server/src/features/([^/]+)/', pathNot: '\\.(test|fixtures)\\.ts$' },
      to: { path: '^server/src/features/', pathNot: '^server/src/features/$1/' },
    },
    {
      name: 'server-shared-layers-are-leaves',
      severity: 'error',
      comment:
        'Everything under server/src apart from features, the composition roots (app, main, bootstrap, cli) and the tests is a shared layer: features build on it, never the other way round.',
      from: {
        path: '^server/src/',
        pathNot: ['^server/src/(features|cli|reliability|test)/', '^server/src/(app|main|bootstrap)\\.ts$', '\\.(test|fixtures)\\.ts$'],
      },
      to: { path: '^server/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
