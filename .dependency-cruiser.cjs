/**
 * The import rules of ARCHITECTURE.md §5, checked by dependency-cruiser from the architecture tests of each app
 * (apps/api/test/architecture/imports.test.ts, apps/web/src/architecture.test.ts), so `npm test` fails when one
 * breaks. Paths are relative to the repository root. Test code (`*.test.ts(x)`, `testing/` folders, apps/api/test)
 * may import anything.
 */
const WEB_TEST_SUPPORT = '/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'not-to-unresolvable',
      comment:
        'An import the resolver cannot follow is an import no other rule sees: fail on it rather than pass in silence.',
      severity: 'error',
      from: { path: '^apps/(api|web)/src/' },
      to: { couldNotResolve: true },
    },

    // apps/api/src
    {
      name: 'api-layers-below-modules',
      comment:
        'config, app-context, lib, db and plugins are what the modules stand on: importing a module from them turns ' +
        'the layers around and ties the infrastructure to one feature.',
      severity: 'error',
      from: { path: '^apps/api/src/(config\\.ts|app-context\\.ts|lib/|db/|plugins/)' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-no-other-modules-repository',
      comment:
        "A repository only reads and writes its own module's tables; another module goes through that module's " +
        'service or views, so its rules and transactions are never bypassed.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/.+[/-]repository\\.ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'api-no-other-modules-routes',
      comment:
        'Routes are the thin HTTP edge of their own module; what another module needs of them (a view, a schema) ' +
        'moves to views.ts or the service, so registering routes never drags in another module.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/.+[/-]routes\\.ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'api-seed-only-from-server-and-cli',
      comment:
        'The demo seed fills an empty embedded database, run by the server at start and by the admin command; ' +
        'code that serves requests never depends on demo data.',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/db/seed/', '^apps/api/src/cli/', '^apps/api/src/server\\.ts$'],
      },
      to: { path: '^apps/api/src/db/seed/' },
    },
    {
      name: 'api-config-imports-nothing',
      comment:
        'Every layer reads config.ts, so it imports no other source file: whatever it imported could not read the ' +
        'configuration without a circle.',
      severity: 'error',
      from: { path: '^apps/api/src/config\\.ts$' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/config\\.ts$' },
    },
    {
      name: 'api-context-above-lib-and-db',
      comment:
        'app-context.ts is assembled from lib and db and handed to plugins and modules: lib and db importing it ' +
        'would make a circle, and the context importing plugins or cli would make one with them.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db)/' },
      to: { path: '^apps/api/src/app-context\\.ts$' },
    },
    {
      name: 'api-context-imports-below-it',
      comment: 'app-context.ts is made of config, lib and db only (see api-context-above-lib-and-db).',
      severity: 'error',
      from: { path: '^apps/api/src/app-context\\.ts$' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/(config\\.ts|lib/|db/(?!seed/))' },
    },
    {
      name: 'api-composition-root',
      comment:
        'app.ts wires every module and plugin together and server.ts runs it: only server.ts may import app.ts ' +
        '(tests build the app too), and nothing imports server.ts, or the layers would import their own assembly.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/server\\.ts$' },
      to: { path: '^apps/api/src/(app|server)\\.ts$' },
    },
    {
      name: 'api-db-at-the-bottom',
      comment:
        'The database layer (client, schema, migrations, locks) is what every other layer stands on, lib included ' +
        '(its metrics count rows): it imports only config.ts and itself. Its seed/ is a caller like any other.',
      severity: 'error',
      from: { path: '^apps/api/src/db/(?!seed/)' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/(config\\.ts$|db/(?!seed/))' },
    },
    {
      name: 'api-no-folder-cycle',
      comment:
        'Folders that import each other, directly or around a circle, can no longer be understood, tested or moved ' +
        'one at a time; one of the imports has to turn around (a shared piece moves down to lib or a views.ts).',
      severity: 'error',
      scope: 'folder',
      // A folder counts its subfolders, so db counts seed/, which imports lib like any caller while lib's metrics
      // read db: db itself is left out here, and api-db-at-the-bottom keeps it out of every circle instead.
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/db$' },
      to: { circular: true, pathNot: '^apps/api/src/db$' },
    },

    // apps/web/src: shared parts (lib, config, components, api, …) → features → app (app/ and the files in src/).
    {
      name: 'web-shared-parts-below-features',
      comment:
        'lib, config, components and api serve every feature: importing a feature or the app from them would make ' +
        'every feature depend on that one and on the router.',
      severity: 'error',
      from: { path: '^apps/web/src/[^/]+/', pathNot: ['^apps/web/src/(app|features)/', WEB_TEST_SUPPORT] },
      to: { path: '^apps/web/src/(app/|features/|[^/]+$)' },
    },
    {
      name: 'web-features-below-app',
      comment:
        'The app (router, providers, layouts) assembles the features; a feature importing it would depend on every ' +
        'other feature through the route table.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: WEB_TEST_SUPPORT },
      to: { path: '^apps/web/src/(app/|[^/]+$)' },
    },
    {
      name: 'web-features-independent',
      comment:
        'Features never import each other, so each can change or be lazy-loaded alone; what two features share ' +
        'moves to components/, api/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: WEB_TEST_SUPPORT },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-test-support-only-from-tests',
      comment:
        'testing/ folders hold fixtures and fakes: the built app importing them would ship test data and fakes to ' +
        'players.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: WEB_TEST_SUPPORT },
      to: { path: WEB_TEST_SUPPORT },
    },
    {
      name: 'web-no-folder-cycle',
      comment:
        'Folders that import each other, directly or around a circle, can no longer be understood or split apart ' +
        'one at a time; what both need moves down into a folder of its own.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
  ],
  options: {
    // A type-only import is still a dependency between layers.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Tests may import anything, and nothing imports them: they are left out of the graph.
    exclude: { path: '\\.test\\.tsx?$' },
    // @cj/shared names its files through package.json "exports".
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
