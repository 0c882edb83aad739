// Import boundaries that ESLint's per-file rules cannot see (docs/ARCHITECTURE.md, "Layers and
// what each may import"): no import cycles anywhere; a web area is reached only through its entry
// (index.ts) and the web's components/ and lib/ never import one; a server area reaches another only
// through its entry (index.ts); the server's machinery never imports an area; the error kinds import
// nothing of the server. Run by `npm run lint`.
/** A forbidden import, an error: modules matching `from` may not import those matching `to`, because of `comment`. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

// Second public entries of server areas, each a narrow part of its area's index.ts: what storing a
// batch needs. The ingest worker thread (areas/ingest/writers/) loads its whole import graph again
// at every start, and through the full entries it loaded the areas' routes and services too.
const NARROW_ENTRIES = [
  '^server/src/areas/watch/matching/index\\.ts$',
  '^server/src/areas/logs/chat/chat-upkeep\\.ts$',
  '^server/src/areas/reports/writer/index\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('no-cycles', 'Modules import one way: a cycle means two files are one responsibility or a shared piece belongs below both.', {}, { circular: true }),
    forbid(
      'web-areas-through-their-entry',
      'A web area (web/src/areas/<name>/; each logs/<name>/ is an area of its own) imports another area only through its index.ts, its public entry.',
      { path: '^web/src/areas/(logs/[^/]+|[^/]+)/' },
      { path: '^web/src/areas/', pathNot: ['^web/src/areas/$1/', '^web/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$'] },
    ),
    forbid(
      'web-app-through-area-entries',
      'web/src/app composes the areas through their entries. One exception: the router lazy-loads a screen module directly (*-page.tsx, moderation-pages.ts, leaderboards-section.tsx), so that each screen stays its own chunk.',
      { path: '^web/src/app/' },
      { path: '^web/src/areas/', pathNot: '^web/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$', dynamic: false },
    ),
    forbid(
      'web-app-through-area-entries',
      'Only the router lazy-loads a part of an area past its entry.',
      { path: '^web/src/app/', pathNot: '^web/src/app/router\\.tsx$' },
      { path: '^web/src/areas/', pathNot: '^web/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$', dynamic: true },
    ),
    forbid(
      'web-app-through-area-entries',
      'What the router lazy-loads past an area entry is a screen module, nothing else.',
      { path: '^web/src/app/router\\.tsx$' },
      {
        path: '^web/src/areas/',
        pathNot: ['^web/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$', '^web/src/areas/.+/([^/]+-page\\.tsx|moderation-pages\\.ts|leaderboards-section\\.tsx)$'],
        dynamic: true,
      },
    ),
    forbid(
      'web-machinery-below-areas',
      'web/src/components and web/src/lib are the machinery every area uses (the log-list kit, dialogs, the API client): they never import an area; an area hands in what it owns (a prop, a slot).',
      { path: '^web/src/(components|lib)/' },
      { path: '^web/src/areas/' },
    ),
    forbid(
      'server-areas-through-their-entry',
      "A server area (server/src/areas/<area>/, each of logs/<log>/ an area of its own) reaches another area only through its public entry, that area's index.ts (or one of the NARROW_ENTRIES): what is not exported there is the area's own business.",
      { path: '^server/src/areas/(logs/[^/]+|[^/]+)/', pathNot: '\\.(test|fixtures)\\.ts$' },
      { path: '^server/src/areas/', pathNot: ['^server/src/areas/$1/', '^server/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$', ...NARROW_ENTRIES] },
    ),
    forbid(
      'server-area-tests-through-entry-or-fixtures',
      'A test or fixture may reach into its own area, and into another area through its entry or its fixtures (*.fixtures.ts: the rows and keys a test sets up), never its other files.',
      { path: '^server/src/areas/(logs/[^/]+|[^/]+)/.+\\.(test|fixtures)\\.ts$' },
      { path: '^server/src/areas/', pathNot: ['^server/src/areas/$1/', '^server/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$', '\\.fixtures\\.ts$'] },
    ),
    forbid(
      'server-roots-through-area-entries',
      'The composition roots (app.ts, create-deps.ts, main.ts, bootstrap.ts) and the operator commands (cli/) reach an area only through its entry, as other areas do. (The SQL catalogue lists every repository function, inside areas by nature.)',
      {
        path: ['^server/src/(app|create-deps|main|bootstrap)\\.ts$', '^server/src/cli/'],
        pathNot: ['\\.(test|fixtures)\\.ts$', '^server/src/cli/sql-catalog/'],
      },
      { path: '^server/src/areas/', pathNot: '^server/src/areas/(logs/[^/]+|[^/]+)/index\\.ts$' },
    ),
    forbid(
      'server-machinery-below-areas',
      "The machinery every area builds on (the service dependencies' types in deps, db, http, outbox, caches, upstream, exports, errors, secrets, the action-log writer) never imports an area: an arrow from it up into an area is a layer running back up. (Its whole-app tests may drive areas.)",
      { path: '^server/src/(deps|db|http|outbox|caches|upstream|exports|errors|secrets|action-log)/', pathNot: '\\.test\\.ts$' },
      { path: '^server/src/areas/' },
    ),
    forbid(
      'server-storage-below-http',
      'Layer order below the areas: storage, caches, outside calls, sealing and the action-log writer sit under http/ and exports/ (the request side) and never import them; they throw the kinds in errors/.',
      { path: '^server/src/(db|caches|outbox|upstream|secrets|action-log)/', pathNot: '\\.test\\.ts$' },
      { path: '^server/src/(http|exports)/' },
    ),
    forbid(
      'server-errors-import-nothing-of-the-server',
      'The error kinds are the bottom layer: every layer may throw them, so they import nothing of the server.',
      { path: '^server/src/errors/' },
      { path: '^server/src/', pathNot: '^server/src/errors/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
