// Import boundaries that ESLint's per-file rules cannot see (docs/ARCHITECTURE.md, "Layers and
// what each may import"): no import cycles anywhere; a web area is imported only through its entry; server
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
      name: 'web-areas-through-their-entry',
      severity: 'error',
      comment: 'A web area (web/src/areas/<name>/; each logs/<name>/ is an area of its own) imports another area only through its index.ts, its public entry.',
      from: { path: '^web/src/areas/(logs/[^/]+|[^/]+)/' },
      to: { path: '^web/src/areas/', pathNot: ['^web/src/areas/$1/', '^web/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$'] },
    },
    {
      name: 'web-app-through-area-entries',
      severity: 'error',
      comment:
        'web/src/app composes the areas through their entries. One exception: the router lazy-loads a screen module directly (*-page.tsx, moderation-pages.ts, leaderboards-section.tsx), so that each screen stays its own chunk.',
      from: { path: '^web/src/app/' },
      to: { path: '^web/src/areas/', pathNot: '^web/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$', dynamic: false },
    },
    {
      name: 'web-app-through-area-entries',
      severity: 'error',
      comment: 'Only the router lazy-loads a part of an area past its entry.',
      from: { path: '^web/src/app/', pathNot: '^web/src/app/router\\.tsx$' },
      to: { path: '^web/src/areas/', pathNot: '^web/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$', dynamic: true },
    },
    {
      name: 'web-app-through-area-entries',
      severity: 'error',
      comment: 'What the router lazy-loads past an area entry is a screen module, nothing else.',
      from: { path: '^web/src/app/router\\.tsx$' },
      to: {
        path: '^web/src/areas/',
        pathNot: ['^web/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$', '^web/src/areas/.+/([^/]+-page\\.tsx|moderation-pages\\.ts|leaderboards-section\\.tsx)$'],
        dynamic: true,
      },
    },
    {
      name: 'web-machinery-below-areas',
      severity: 'error',
      comment:
        'web/src/components and web/src/lib are the machinery every area uses (the log-list kit, dialogs, the API client): they never import an area; an area hands in what it owns (a prop, a slot).',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/areas/' },
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
