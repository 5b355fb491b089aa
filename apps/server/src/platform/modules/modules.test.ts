import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { allModules, defineModule, inDependencyOrder, type Module, moduleName } from './modules.ts';

// fastify-plugin marks the function it is given, so each module needs its own.
const plugin = () => async () => {};
const names = (modules: Module[]) => modules.map(moduleName);

describe('module order', () => {
  const guards = defineModule('guards', plugin(), { shared: true });
  const wallet = defineModule('wallet', plugin(), { dependencies: ['guards'] });
  const agent = defineModule('agent', plugin(), { dependencies: ['wallet', 'guards'] });
  const help = defineModule('help', plugin());

  it('puts each module after those it depends on, shared ones first, otherwise in the order given', () => {
    expect(names(inDependencyOrder([agent, help, wallet, guards]))).toEqual(['guards', 'help', 'wallet', 'agent']);
  });

  it('takes only the modules named and what they depend on', () => {
    expect(names(inDependencyOrder([agent, help, wallet, guards], ['agent']))).toEqual(['guards', 'wallet', 'agent']);
    expect(names(inDependencyOrder([agent, help, wallet, guards], []))).toEqual([]);
  });

  it('refuses a circle, a dependency no module has, and two modules of one name', () => {
    const a = defineModule('a', plugin(), { dependencies: ['b'] });
    const b = defineModule('b', plugin(), { dependencies: ['a'] });
    expect(() => inDependencyOrder([a, b, help])).toThrow('circle: a, b');
    expect(() => inDependencyOrder([a, help])).toThrow("module 'a' depends on 'b', which no module is named");
    expect(() => inDependencyOrder([help, defineModule('help', plugin())])).toThrow("two modules are named 'help'");
    expect(() => inDependencyOrder([help], ['nothing'])).toThrow("no module is named 'nothing'");
  });
});

describe('the modules under src/modules', () => {
  let base: TestApp;
  beforeAll(async () => {
    base = await buildTestApp({}, { modules: [] });
  });
  afterAll(() => base.close());

  it('are all found, the guards and the areas of the spec among them', async () => {
    const found = names(await allModules());
    expect(found).toEqual(expect.arrayContaining(['auth.guards', 'ops.guards', 'system', 'auth', 'wallet', 'agent']));
    expect(found.length).toBeGreaterThan(30);
  });

  it('each start with only the modules it names as dependencies', async () => {
    const { config, db } = base.app;
    for (const name of names(await allModules())) {
      const app = await buildApp({ config, db, modules: [name] });
      await expect(app.ready(), name).resolves.toBeDefined();
      await app.close();
    }
  });
});
