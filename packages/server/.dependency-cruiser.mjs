// The import rules of docs/architecture.md ("Layers and their rules"), checked by dependency-cruiser: `npm run lint`
// runs it over src/, and test/import-boundaries.test.ts shows each rule catching a bad import in a fixture.
// Paths are regular expressions over paths from the folder cruised from (packages/server, or the fixture's).

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle, type-only imports included: a module that needs its importer belongs with it, or both need a third.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'domain-imports-only-domain-and-lib',
      comment: 'domain/ holds types and rules with no I/O: nothing from services/, http/, adapters/, engines/ or the rest of the app.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/(domain|lib)/' },
    },
    {
      name: 'lib-imports-nothing-from-the-app',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'core-imports-no-http',
      comment: 'The front-ends call the core, never the other way: services/, engines/, adapters/ and jobs/ import nothing from http/.',
      severity: 'error',
      from: { path: '^src/(services|engines|adapters|jobs)/' },
      to: { path: '^src/http/' },
    },
    {
      // Every folder of http/ but plugins/ is one protocol's front-end: svc/, medscribe/, openai/, app/ (the web app's
      // routes), ops/ (health, metrics). The shared plumbing is http/*.ts and plugins/. `$1` is the importing folder.
      name: 'protocols-stay-apart',
      comment: "A protocol's folder imports no other protocol's: what two protocols share goes to http/*.ts.",
      severity: 'error',
      from: { path: '^src/http/([^/]+)/', pathNot: '^src/http/plugins/' },
      to: { path: '^src/http/[^/]+/', pathNot: '^src/http/($1|plugins)/' },
    },
    {
      name: 'root-imports-only-webhook-formats-from-http',
      comment:
        "The composition root builds the core; http/app.ts builds the routes. From http/ it takes only each protocol's webhook format " +
        '(`http/<protocol>/webhook-events.ts`), which a worker finishing sessions needs to word and sign their notifications.',
      severity: 'error',
      from: { path: '^src/container\\.ts$' },
      to: { path: '^src/http/', pathNot: '^src/http/[^/]+/webhook-events\\.ts$' },
    },
    {
      name: 'plugins-import-no-protocol',
      comment: "The plugins serve every protocol: they import http/*.ts and each other, never a protocol's folder.",
      severity: 'error',
      from: { path: '^src/http/plugins/' },
      to: { path: '^src/http/[^/]+/', pathNot: '^src/http/plugins/' },
    },
    {
      name: 'http-root-imports-no-protocol',
      comment:
        "The shared plumbing (http/*.ts) serves every protocol and names none: a protocol hands it what is its own (its error " +
        "body's formatter). Only http/app.ts, the route table, imports the protocols' folders, to register their routes.",
      severity: 'error',
      from: { path: '^src/http/[^/]+\\.ts$', pathNot: '^src/http/app\\.ts$' },
      to: { path: '^src/http/[^/]+/', pathNot: '^src/http/plugins/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    // Type-only imports count: a type is a dependency of the design even when the compiled code drops it.
    tsPreCompilationDeps: true,
  },
};
