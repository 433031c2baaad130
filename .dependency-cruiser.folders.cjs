/**
 * The folder-level cycle check runs on production code only: tests may reach into the harness and the
 * seed, which would otherwise draw every folder into one cycle.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-circular-folders',
      severity: 'error',
      scope: 'folder',
      comment:
        'Folders depend one way too: a folder that needs another and is needed by it is one folder in disguise.',
      from: {},
      to: { circular: true },
    },
  ],
  options: { ...base.options, exclude: { path: '(\\.test\\.tsx?$|/dist/|^apps/server/src/test/)' } },
};
