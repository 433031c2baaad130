/**
 * Layer rules (conventions.md): domain imports no app, framework or I/O; the contract imports zod and the domain
 * only; web and server never import each other.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain holds pure business rules: no apps, no frameworks, no I/O.',
      from: { path: '^packages/domain' },
      to: {
        path: [
          '^apps/',
          '^packages/contract/',
          'node_modules/(fastify|@fastify|react|react-dom|antd|@ant-design|drizzle-orm|pg|@electric-sql|pg-boss|ioredis|axios|exceljs)/',
        ],
      },
    },
    {
      name: 'domain-no-node-io',
      severity: 'error',
      from: { path: '^packages/domain', pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypes: ['core'],
        path: '^(fs|net|http|https|child_process|dgram|tls|cluster|worker_threads)$',
      },
    },
    {
      name: 'planner-is-pure',
      severity: 'error',
      comment:
        'packages/planner is a general routing solver the server runs in a worker: no apps, no frameworks; it ' +
        'sits beside the domain, below the contract.',
      from: { path: '^packages/planner' },
      to: {
        path: [
          '^apps/',
          '^packages/contract/',
          'node_modules/(fastify|@fastify|react|react-dom|antd|@ant-design|drizzle-orm|pg|@electric-sql|pg-boss|ioredis|axios|exceljs)/',
        ],
      },
    },
    {
      name: 'planner-no-node-io',
      severity: 'error',
      comment:
        'Only the command lines in packages/planner/cli read files and start threads; the solver does no I/O.',
      from: { path: '^packages/planner/', pathNot: ['^packages/planner/cli/', '\\.test\\.ts$'] },
      to: {
        dependencyTypes: ['core'],
        path: '^(fs|net|http|https|child_process|dgram|tls|cluster|worker_threads)$',
      },
    },
    {
      name: 'contract-is-pure',
      severity: 'error',
      comment:
        'packages/contract holds the records the API answers as zod schemas, shared by the server, the web and ' +
        'the e2e journeys: it may import zod and @tms/domain only, so every side can depend on it.',
      from: { path: '^packages/contract/' },
      to: { pathNot: ['^packages/(contract|domain)/', 'node_modules/zod/'] },
    },
    {
      name: 'web-imports-contract-types-only',
      severity: 'error',
      comment:
        'The web types its calls with the contract records but must not bundle zod: it imports the contract with ' +
        '`import type` only, which the build erases.',
      from: { path: '^apps/web/' },
      to: { path: '^packages/contract/', dependencyTypesNot: ['type-only'] },
    },
    { name: 'server-not-web', severity: 'error', from: { path: '^apps/server' }, to: { path: '^apps/web' } },
    { name: 'web-not-server', severity: 'error', from: { path: '^apps/web' }, to: { path: '^apps/server' } },
    {
      name: 'routes-do-not-query',
      severity: 'error',
      comment:
        'A file that registers routes parses, checks the permission and calls a use case; queries live in repositories.',
      from: {
        path: '^apps/server/src/modules/.+(/|-)routes\\.ts$',
        // Use cases about transport routes (the base data), not files that register HTTP routes.
        pathNot: '^apps/server/src/modules/base/route/(remove|list|export)-routes\\.ts$',
      },
      to: { path: ['^apps/server/src/db/schema', 'node_modules/drizzle-orm/'] },
    },
    {
      name: 'web-core-is-the-floor',
      severity: 'error',
      comment:
        'src/core (request, session, dictionaries, dates, current user, i18n) serves every screen and knows none.',
      from: { path: '^apps/web/src/core/' },
      to: { path: '^apps/web/src/(app|pages|components)/' },
    },
    {
      name: 'web-components-below-pages',
      severity: 'error',
      comment: 'Shared components are used by pages and the shell; they import neither.',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/(app|pages)/' },
    },
    {
      name: 'web-pages-below-the-shell',
      severity: 'error',
      comment:
        'The shell (src/app: layout, router, page registry) loads pages; a page reaches the shell only through src/core.',
      from: { path: '^apps/web/src/pages/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which side owns the rule.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'production-does-not-import-tests',
      severity: 'error',
      comment:
        'Tests, fixtures and the test harness are not shipped: nothing that runs in production may load them.',
      from: { path: '^(apps|packages)/', pathNot: '(\\.test\\.tsx?$|/test/|/fixtures/)' },
      to: { path: '(\\.test\\.tsx?$|^apps/server/src/test/|/fixtures/|-fixtures\\.ts$)' },
    },
    {
      name: 'areas-through-their-public-face',
      severity: 'error',
      comment:
        'An area (modules/<area>/) is used by the others only through its index.ts, so it can change its insides freely.',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'dispatch-parts-share-only-the-core',
      severity: 'error',
      comment:
        'A part of dispatch (pool, shipment, split, ...) uses its own folder and dispatch/core (scope, writers, shared queries), never a sibling.',
      from: {
        path: '^apps/server/src/modules/dispatch/([^/]+)/',
        pathNot: '\\.test\\.ts$',
      },
      to: {
        path: '^apps/server/src/modules/dispatch/',
        pathNot: ['^apps/server/src/modules/dispatch/(core|$1)/'],
      },
    },
    {
      name: 'outside-uses-areas-through-their-public-face',
      severity: 'error',
      comment: 'The app, the seed and the platform reach an area only through its index.ts.',
      from: { path: '^apps/server/src/(?!modules/|test/)', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+',
        pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'platform-below-areas',
      severity: 'error',
      comment: 'The platform serves every area and knows none of them.',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules|seed)/' },
    },
    {
      name: 'seed-is-the-top-floor',
      severity: 'error',
      comment:
        'The demo seed fills a database through the areas; only the start-up (main.ts, startup/), the seed script and tests load it.',
      from: {
        path: '^apps/server/src/',
        pathNot: '^apps/server/src/(main\\.ts|startup/|seed/|test/)|\\.test\\.ts$',
      },
      to: { path: '^apps/server/src/seed/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The workspace packages (@tms/domain, @tms/contract) publish their sources through package.json
    // "exports"; resolving them makes the package rules above see those imports (and whether they are
    // type-only) instead of leaving them unresolved.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
    exclude: { path: '/dist/' },
  },
};
