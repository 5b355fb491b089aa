import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { moduleFiles } from './module-files.ts';

/** What fastify-plugin records on a plugin, which Fastify reads when it is registered. */
interface ModuleMeta {
  name: string;
  dependencies: string[];
  encapsulate: boolean;
}

export type Module = FastifyPluginAsync & { [META]?: ModuleMeta };

const META = Symbol.for('plugin-meta');

/**
 * A domain module: a named Fastify plugin (fastify-plugin's `name` and `dependencies`), registered
 * after the modules it depends on. It keeps its hooks and decorators in its own context unless
 * `shared`, as a module's guards are: they decorate every request.
 */
export function defineModule(
  name: string,
  plugin: FastifyPluginAsync,
  { dependencies = [], shared = false }: { dependencies?: string[]; shared?: boolean } = {},
): Module {
  return fp(plugin, { name, dependencies, encapsulate: !shared });
}

const metaOf = (module: Module): ModuleMeta => {
  const meta = module[META];
  if (!meta) throw new Error(`${module.name || 'a plugin'} is not a module (defineModule)`);
  return meta;
};

export const moduleName = (module: Module): string => metaOf(module).name;

/**
 * The modules in an order Fastify accepts: each after every module it depends on. Among those ready,
 * shared ones (guards, which decorate every request) come first, then the order given (their files'
 * paths), so that every start registers them alike. With `only`, just those and what they depend on.
 */
export function inDependencyOrder(modules: Module[], only?: string[]): Module[] {
  const byName = new Map<string, Module>();
  for (const module of modules) {
    const { name } = metaOf(module);
    if (byName.has(name)) throw new Error(`two modules are named '${name}'`);
    byName.set(name, module);
  }
  for (const module of modules)
    for (const dependency of metaOf(module).dependencies)
      if (!byName.has(dependency))
        throw new Error(`module '${metaOf(module).name}' depends on '${dependency}', which no module is named`);

  let waiting = only ? withDependencies(only, byName) : modules;
  const ordered: Module[] = [];
  const placed = new Set<string>();
  while (waiting.length > 0) {
    const ready = waiting.filter((module) => metaOf(module).dependencies.every((name) => placed.has(name)));
    const next = ready.find((module) => !metaOf(module).encapsulate) ?? ready[0];
    if (!next)
      throw new Error(`modules depend on each other in a circle: ${waiting.map((m) => metaOf(m).name).join(', ')}`);
    ordered.push(next);
    placed.add(metaOf(next).name);
    waiting = waiting.filter((module) => module !== next);
  }
  return ordered;
}

/** The named modules and every module they depend on, directly or not, in the order given. */
function withDependencies(names: string[], byName: Map<string, Module>): Module[] {
  const wanted = new Set<string>();
  const want = (name: string) => {
    const module = byName.get(name);
    if (!module) throw new Error(`no module is named '${name}'`);
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const dependency of metaOf(module).dependencies) want(dependency);
  };
  for (const name of names) want(name);
  return [...byName.values()].filter((module) => wanted.has(metaOf(module).name));
}

/** Every domain module found under src/modules (module-files.ts), in dependency order. */
export async function allModules(): Promise<Module[]> {
  return (await moduleFiles()).map(({ file, exports }) => {
    const module = exports.default;
    if (typeof module !== 'function' || !(META in module))
      throw new Error(`src/modules/${file} has no module (defineModule) as its default export`);
    return module as Module;
  });
}

/** Registers the domain modules (`only` these and what they depend on, when given). */
export async function registerModules(app: FastifyInstance, only?: string[]): Promise<void> {
  for (const module of inDependencyOrder(await allModules(), only)) await app.register(module);
}
