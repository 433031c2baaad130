import type { TestProject } from 'vitest/node';
import { buildTemplate, removeTemplate, type TestTemplate } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database route tests copy (test/template-database.ts); absent: each file seeds. */
    testTemplate: TestTemplate | undefined;
  }
}

/** Builds the seeded template once for the whole run and hands it to every test file. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  const template = await buildTemplate(baseUrl);
  project.provide('testTemplate', template);
  return async () => removeTemplate(baseUrl, template);
}
