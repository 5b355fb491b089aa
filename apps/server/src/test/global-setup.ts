import type { TestProject } from 'vitest/node';
import { buildTemplate } from './template.ts';

/** Once per run of the server project: the migrated, seeded template every test app copies. */
export default async function setup(project: TestProject) {
  const { template, remove } = await buildTemplate();
  project.provide('seededTemplate', template);
  return remove;
}
