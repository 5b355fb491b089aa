// Every domain module's plugin: the default export of each `*.module.ts` file under src/modules.
// Run from source (tests, `npm run dev`) the folder is read; the server's build replaces this
// file with static imports of the same files, found the same way (apps/server/build.mjs).
import { readdirSync } from 'node:fs';

/** A module file: its path under src/modules and what it exports. */
export interface ModuleFile {
  file: string;
  exports: { default?: unknown };
}

const MODULE_FILE_SUFFIX = '.module.ts';

let found: Promise<ModuleFile[]> | undefined;

/** The `*.module.ts` files, in path order (read once per process). */
export function moduleFiles(): Promise<ModuleFile[]> {
  found ??= Promise.all(
    readdirSync(new URL('../../modules/', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(MODULE_FILE_SUFFIX))
      .map((file) => file.split('\\').join('/'))
      .sort()
      .map(async (file) => ({ file, exports: await import(`../../modules/${file}`) })),
  );
  return found;
}
