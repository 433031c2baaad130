/**
 * The folder-level cycle check runs on production code only: tests may reach into the harness and the
 * seed, which would otherwise draw every folder into one cycle.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: base.forbidden.filter((rule) => rule.name === 'no-circular-folders'),
  options: { ...base.options, exclude: { path: '(\\.test\\.tsx?$|/dist/|^apps/server/src/test/)' } },
};
