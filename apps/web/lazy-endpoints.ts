import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The contract files whose endpoint declarations the browser build makes lazy. */
const ENDPOINT_FILES = /[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* calls(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* calls(child);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'CallExpression') yield node;
  for (const key of Object.keys(node)) if (key !== 'type') yield* calls(node[key]);
}

/** The name the transform imports contracts/src/endpoint.ts `lazy` under. */
const LAZY = '__lazySchema';

/** Whether an expression builds a zod schema: a call whose callee chain starts at `z` (z.object(…), z.string().check(…)). */
function buildsSchema(node: Node): boolean {
  let current: Node | undefined = node;
  while (current?.type === 'CallExpression' || current?.type === 'MemberExpression') {
    current = (current.type === 'CallExpression' ? current.callee : current.object) as Node | undefined;
  }
  return current !== node && current?.type === 'Identifier' && current.name === 'z';
}

/**
 * `const x = z.object(…)` at the top of the file becomes a schema built on its first use
 * (contracts/src/endpoint.ts `lazy`): the declarations read them inside their own lazy fields, so
 * a page builds only the schemas something reads. Whether anything changed.
 */
function lazyTopLevelSchemas(text: MagicString, program: Node): boolean {
  let changed = false;
  for (const statement of program.body as Node[]) {
    const declaration = (
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    ) as Node | null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type !== 'CallExpression' || !buildsSchema(init)) continue;
      text.appendLeft(init.start, `/* @__PURE__ */ ${LAZY}(() => (`);
      text.appendRight(init.end, '))');
      changed = true;
    }
  }
  return changed;
}

/** The fields of a declaration that hold schemas (contracts/src/endpoint.ts EndpointDef). */
const SCHEMA_FIELDS = new Set(['query', 'params', 'body', 'value', 'original']);

/**
 * `value: <schema>` becomes a getter that builds the schema on its first read and keeps it as the
 * field's value: reading the path of a declaration (all the browser's API client does) builds none.
 */
function lazySchema(text: MagicString, property: Node): void {
  const key = property.key as Node | undefined;
  const value = property.value as Node | undefined;
  if (property.type !== 'Property' || property.kind !== 'init' || property.computed || property.shorthand) return;
  if (property.method || key?.type !== 'Identifier' || !value || !SCHEMA_FIELDS.has(key.name as string)) return;
  const name = key.name as string;
  text.overwrite(property.start, value.start, `get ${name}() { const built = (`);
  text.appendLeft(
    value.end,
    `); Object.defineProperty(this, '${name}', { value: built, enumerable: true }); return built; }`,
  );
}

/**
 * The browser reads an endpoint's method, path and flags, and almost never its schemas; building
 * every schema of the start-up endpoints took a third of the start chunk's evaluation on a phone.
 * In the browser build each `endpoint({…})` of the contract files becomes `endpoint(() => ({…}))`,
 * which `endpoint` (contracts/src/endpoint.ts) builds on the first read of any of its fields, and
 * each schema field in it is built on its own first read (lazySchema). The server and the tests run
 * the files as written.
 */
export function lazyEndpoints(): Plugin {
  return {
    name: 'arcadia-lazy-endpoints',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ENDPOINT_FILES.test(id)) return null;
      const text = new MagicString(code);
      const program = this.parse(code) as unknown as Node;
      if (lazyTopLevelSchemas(text, program)) text.prepend(`import { lazy as ${LAZY} } from '../endpoint.ts';\n`);
      for (const call of calls(program)) {
        const callee = call.callee as Node;
        const [argument] = call.arguments as Node[];
        if (callee.type !== 'Identifier' || callee.name !== 'endpoint' || argument?.type !== 'ObjectExpression')
          continue;
        text.appendLeft(call.start, '/* @__PURE__ */ ');
        text.appendLeft(argument.start, '() => (');
        text.appendRight(argument.end, ')');
        for (const property of argument.properties as Node[]) lazySchema(text, property);
      }
      return text.hasChanged() ? { code: text.toString(), map: text.generateMap({ hires: true }) } : null;
    },
  };
}
