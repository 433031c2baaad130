/** Layer rules (conventions.md): domain imports no app, framework or I/O; web and server never import each other. */
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
          'node_modules/(fastify|@fastify|react|react-dom|antd|@ant-design|drizzle-orm|pg|@electric-sql|pg-boss|ioredis|axios|exceljs)/',
        ],
      },
    },
    {
      name: 'domain-no-node-io',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: {
        dependencyTypes: ['core'],
        path: '^(fs|net|http|https|child_process|dgram|tls|cluster|worker_threads)$',
      },
    },
    { name: 'server-not-web', severity: 'error', from: { path: '^apps/server' }, to: { path: '^apps/web' } },
    { name: 'web-not-server', severity: 'error', from: { path: '^apps/web' }, to: { path: '^apps/server' } },
    {
      name: 'routes-do-not-query',
      severity: 'error',
      comment: 'A route parses, checks the permission and calls a use case; queries live in repositories.',
      from: { path: '^apps/server/src/modules/[^/]+/routes\\.ts$' },
      to: { path: '^apps/server/src/db/schema' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    exclude: { path: '(\\.test\\.tsx?$|/dist/)' },
  },
};
