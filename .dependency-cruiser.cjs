// Import boundaries that ESLint's per-file rules cannot see (docs/ARCHITECTURE.md, "Layers and
// what each may import"): no import cycles anywhere; web features do not import each other; the
// server's shared layers never import a feature. Run by `npm run lint`.
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
      name: 'server-shared-layers-are-leaves',
      severity: 'error',
      comment: 'server/src/db, logs and upstream are shared layers: features build on them, never the other way round.',
      from: { path: '^server/src/(db|logs|upstream)/', pathNot: '\\.(test|fixtures)\\.ts$' },
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
