// Import boundaries that ESLint's per-file rules cannot see (docs/ARCHITECTURE.md, "Layers and
// what each may import"): no import cycles anywhere; a web area is reached only through its entry
// (index.ts) and the web's components/ and lib/ never import one; a server area reaches another only
// through its entry (index.ts); the server's machinery never imports an area; the error kinds import
// nothing of the server. Run by `npm run lint`.
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
      name: 'server-areas-through-their-entry',
      severity: 'error',
      comment:
        "A server area (server/src/areas/<area>/, each of logs/<log>/ an area of its own) reaches another area only through its public entry, that area's index.ts: what is not exported there is the area's own business.",
      from: { path: '^server/src/areas/(logs/[^/]+|[^/]+)/', pathNot: '\\.(test|fixtures)\\.ts$' },
      to: { path: '^server/src/areas/', pathNot: ['^server/src/areas/$1/', '^server/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$'] },
    },
    {
      name: 'server-area-tests-through-entry-or-fixtures',
      severity: 'error',
      comment:
        'A test or fixture may reach into its own area, and into another area through its entry or its fixtures (*.fixtures.ts: the rows and keys a test sets up), never its other files.',
      from: { path: '^server/src/areas/(logs/[^/]+|[^/]+)/.+\\.(test|fixtures)\\.ts$' },
      to: {
        path: '^server/src/areas/',
        pathNot: ['^server/src/areas/$1/', '^server/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$', '\\.fixtures\\.ts$'],
      },
    },
    {
      name: 'server-roots-through-area-entries',
      severity: 'error',
      comment:
        'The composition roots (app.ts, create-deps.ts, main.ts, bootstrap.ts) and the operator commands (cli/) reach an area only through its entry, as other areas do. (The SQL catalogue lists every repository function, inside areas by nature.)',
      from: {
        path: ['^server/src/(app|create-deps|main|bootstrap)\\.ts$', '^server/src/cli/'],
        pathNot: ['\\.(test|fixtures)\\.ts$', '^server/src/cli/sql-catalog/'],
      },
      to: { path: '^server/src/areas/', pathNot: '^server/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$' },
    },
    {
      name: 'server-machinery-below-areas',
      severity: 'error',
      comment:
        "The machinery every area builds on (the service dependencies' types in deps, db, http, outbox, caches, upstream, exports, errors, secrets, the action-log writer) never imports an area: an arrow from it up into an area is a layer running back up. (Its whole-app tests may drive areas.)",
      from: { path: '^server/src/(deps|db|http|outbox|caches|upstream|exports|errors|secrets|action-log)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/areas/' },
    },
    {
      name: 'server-storage-below-http',
      severity: 'error',
      comment:
        'Layer order below the areas: storage, caches, outside calls, sealing and the action-log writer sit under http/ and exports/ (the request side) and never import them; they throw the kinds in errors/.',
      from: { path: '^server/src/(db|caches|outbox|upstream|secrets|action-log)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/(http|exports)/' },
    },
    {
      name: 'server-errors-import-nothing-of-the-server',
      severity: 'error',
      comment: 'The error kinds are the bottom layer: every layer may throw them, so they import nothing of the server.',
      from: { path: '^server/src/errors/' },
      to: { path: '^server/src/', pathNot: '^server/src/errors/' },
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
