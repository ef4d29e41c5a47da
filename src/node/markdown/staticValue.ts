// MDX attribute values are JavaScript expressions, and content written for Docusaurus uses JS
// object and array literals in them (`style={{textAlign: 'center'}}`, the legacy
// `values={[{label: 'Apple', value: 'apple'}]}` of Tabs). Markdown is compiled to HTML, so an
// expression needs a value as the page compiles. The constant ones are evaluated here from
// acorn's syntax tree (a real parser: quoting, escapes, comments and nesting as JavaScript reads
// them), without running anything: literals,
// template literals without `${}`, signed numbers, and arrays and objects of constants; and the
// Docusaurus idioms whose value the build knows without running anything: `useBaseUrl('/x')`,
// `require('./img/x.png').default` (and raw-loader's `require('!!raw-loader!./x.js').default`),
// `toc`, `useCurrentSidebarCategory().items`, the file's constant exports and its imports of
// files, and in text `frontMatter`, with their properties (see StaticScope). Any other expression
// that reads only those values and JavaScript's built-ins is run (runExpression.ts), as MDX runs
// it when Docusaurus renders the page. Anything else gives `undefined`, for the caller to report
// where the author wrote it.
import { createRequire } from 'node:module';
import { isFileModule } from './fileImports.js';
import type * as Acorn from 'acorn';
import { EVALUATED_AS_COMPILED, runExpression } from './runExpression.js';
import { parseLiteral } from './tagSyntax.js';
import { baseUrlPath } from '../../shared/url.js';

const nodeRequire = createRequire(import.meta.url);
let acorn: typeof Acorn | undefined;

/**
 * acorn, loaded on the first expression that is not JSON: most pages have none, and loading it
 * costs ~10 ms. `require` is the bundle's own in Folio's command and worker bundles (acorn is
 * bundled in and run on this first call); running from source (tests) there is none.
 */
export function parser(): typeof Acorn {
  acorn ??= (typeof require === 'function' ? require('acorn') : nodeRequire('acorn')) as typeof Acorn;
  return acorn;
}


/** Acorn's complaint about an expression that is not JavaScript (`data.version.`), without its place; undefined when it parses. */
export function expressionSyntaxError(source: string): string | undefined {
  try {
    parser().parse(`(${source}\n)`, { ecmaVersion: 'latest' });
    return undefined;
  } catch (error) {
    return (error as Error).message.replace(/\s*\(\d+:\d+\)$/, '');
  }
}

/** What `evaluate` gives for an expression whose value is not known without running code. */
const NOT_CONSTANT = Symbol('not constant');

/** The value of `toc`: the page's own table of contents, which the compiler makes (see tocInline.ts). */
export const PAGE_TOC = Symbol('toc');

/**
 * The value of `useCurrentSidebarCategory().items` (`@docusaurus/theme-common`): the items of the
 * sidebar category the page is the index of, which `<DocCardList />` shows when given none.
 */
export const CURRENT_CATEGORY_ITEMS = Symbol('useCurrentSidebarCategory().items');

/** What the names an expression may use stand for. */
export interface StaticScope {
  /** The site's base URL: `useBaseUrl('/img/x.png')` (`@docusaurus/useBaseUrl`) is prefixed with it. */
  baseUrl?: string;
  /** The value of `require(specifier).default` (a file's URL or text, see fileImports.ts); undefined when it names no file. */
  requireValue?: (specifier: string) => string | undefined;
  /** `toc` may be named (the `toc` prop of `<TOCInline>`), giving PAGE_TOC. */
  toc?: boolean;
  /** `useCurrentSidebarCategory().items` may be named (the `items` prop of `<DocCardList>`), giving CURRENT_CATEGORY_ITEMS. */
  currentCategoryItems?: boolean;
  /**
   * Names that stand for values the build knows, and whose own properties may be read
   * (`frontMatter.title`, `frontMatter.tags.length`): an `.mdx` file's constant exports
   * (`export const answer = 42`) and imports of files (see fileImports.ts), and in its text its
   * front matter.
   */
  values?: ReadonlyMap<string, unknown>;
  /** Told when an expression run reads the clock or chance (see runExpression.ts). */
  onVolatile?: () => void;
}

/**
 * The value of a JSX attribute expression (its text between the braces) when it is a constant,
 * or `undefined`. JSON (`{2}`, `{["a"]}`) is read without the parser.
 */
export function staticValue(source: string, scope: StaticScope = {}): { value: unknown } | undefined {
  const literal = parseLiteral(source);
  if (literal) return literal;
  let program: Acorn.Program;
  try {
    // In parentheses, as JSX reads an attribute's braces: one expression (`{a} b` is not), its
    // comments allowed (the newline ends a `//` one before the closing parenthesis).
    program = parser().parse(`(${source}\n)`, { ecmaVersion: 'latest' });
  } catch {
    return undefined;
  }
  const [statement, ...more] = program.body;
  if (statement?.type !== 'ExpressionStatement' || more.length) return undefined;
  const value = evaluate(statement.expression, scope);
  if (value !== NOT_CONSTANT) return { value };
  const run = runExpression(source, scope);
  return 'value' in run ? run : undefined;
}

/**
 * Why `staticValue` gave no value for `source`, for the warning or error that reports it: it is
 * not JavaScript, it reads a name not known as the page compiles, it throws, or it runs too long.
 */
export function whyNoValue(source: string, scope: StaticScope = {}): string {
  const syntax = expressionSyntaxError(source);
  if (syntax) return `it is not JavaScript (${syntax})`;
  const run = runExpression(source, { ...scope, onVolatile: undefined });
  return 'failure' in run ? run.failure : EVALUATED_AS_COMPILED;
}

function evaluate(node: Acorn.Expression, scope: StaticScope): unknown {
  switch (node.type) {
    case 'Literal':
      // A regular expression or a BigInt has no JSON value.
      return node.regex || node.bigint !== undefined ? NOT_CONSTANT : node.value;
    case 'TemplateLiteral':
      // `cooked` is null for an invalid escape, which only a tagged template may hold.
      return node.expressions.length === 0 && typeof node.quasis[0]?.value.cooked === 'string' ? node.quasis[0].value.cooked : NOT_CONSTANT;
    case 'UnaryExpression':
      if ((node.operator === '-' || node.operator === '+') && node.argument.type === 'Literal' && typeof node.argument.value === 'number') {
        return node.operator === '-' ? -node.argument.value : node.argument.value;
      }
      return NOT_CONSTANT;
    case 'ArrayExpression':
      return arrayValue(node, scope);
    case 'ObjectExpression':
      return objectValue(node, scope);
    case 'Identifier':
      if (node.name === 'toc' && scope.toc) return PAGE_TOC;
      return scope.values?.has(node.name) ? scope.values.get(node.name) : NOT_CONSTANT;
    case 'CallExpression': {
      // `toc.filter((node) => node.level === 2)`, as Docusaurus's docs write a TOCInline of some levels.
      const levels = scope.toc ? tocFilterLevels(node) : undefined;
      if (levels) return { [TOC_LEVELS]: levels };
      // `toc.slice(1)`: the headings from the second on (Jest's API pages leave out the first).
      const slice = scope.toc ? tocSliceBounds(node, scope) : undefined;
      if (slice) return { [TOC_SLICE]: slice };
      // `require('./img/pic.png')`: the module webpack gives for a file, its URL (or its text) at `.default`.
      const required = onlyArgument(node, 'require');
      if (required !== undefined && isFileModule(required)) {
        const value = scope.requireValue?.(required);
        return value === undefined ? NOT_CONSTANT : { default: value };
      }
      const url = onlyArgument(node, 'useBaseUrl');
      return url !== undefined && scope.baseUrl !== undefined ? baseUrlPath(url, scope.baseUrl) : NOT_CONSTANT;
    }
    case 'MemberExpression': {
      // `require('./img/pic.png').default`: what webpack gives for a file, its URL (or its text).
      const isDefault = !node.computed && !node.optional && node.property.type === 'Identifier' && node.property.name === 'default';
      const specifier = isDefault && node.object.type === 'CallExpression' ? onlyArgument(node.object, 'require') : undefined;
      if (specifier !== undefined) return scope.requireValue?.(specifier) ?? NOT_CONSTANT;
      if (scope.currentCategoryItems && isCurrentCategoryItems(node)) return CURRENT_CATEGORY_ITEMS;
      // `toc[2]`: one heading of the page's table of contents (`toc={[toc[2], toc[4]]}`).
      if (scope.toc && node.computed && node.object.type === 'Identifier' && node.object.name === 'toc' && node.property.type === 'Literal' && typeof node.property.value === 'number') return { [TOC_ITEM]: node.property.value };
      return node.object.type === 'Super' ? NOT_CONSTANT : propertyValue(evaluate(node.object, scope), node);
    }
    default:
      return NOT_CONSTANT;
  }
}

/**
 * `value.name` or `value['name']` of a known value, as JavaScript reads it, for the value's own
 * properties (an array's or a string's `length` included) and for a name the object lacks
 * (undefined, which shows as nothing); anything on a prototype names code (`constructor`,
 * `toString`), and reading from null or undefined throws in JavaScript: no constant.
 */
function propertyValue(value: unknown, node: Acorn.MemberExpression): unknown {
  if (value === NOT_CONSTANT || value === null || value === undefined || node.optional) return NOT_CONSTANT;
  const key = !node.computed && node.property.type === 'Identifier' ? node.property.name : node.property.type === 'Literal' && (typeof node.property.value === 'string' || typeof node.property.value === 'number') ? String(node.property.value) : undefined;
  if (key === undefined) return NOT_CONSTANT;
  const object = Object(value) as Record<string, unknown>;
  if (Object.hasOwn(object, key)) return object[key];
  return key in object ? NOT_CONSTANT : undefined;
}

/** `useCurrentSidebarCategory().items`: how category index pages written for older Docusaurus versions fill `<DocCardList>`. */
function isCurrentCategoryItems(node: Acorn.MemberExpression): boolean {
  const readsItems = !node.computed && !node.optional && node.property.type === 'Identifier' && node.property.name === 'items';
  const call = node.object;
  return readsItems && call.type === 'CallExpression' && !call.optional && call.arguments.length === 0 && call.callee.type === 'Identifier' && call.callee.name === 'useCurrentSidebarCategory';
}

/**
 * The key of the value `toc.filter(…)` gives: `{ tocLevels: [2, 3] }`, the heading levels its
 * test keeps (see tocInline.ts).
 */
export const TOC_LEVELS = 'tocLevels';

/** The key of the value `toc.slice(1, 4)` gives: `{ tocSlice: [1, 4] }`, the bounds Array.prototype.slice takes. */
export const TOC_SLICE = 'tocSlice';

/** The numbers `toc.slice(…)` is called with (none, one or two), or undefined for any other call. */
function tocSliceBounds(call: Acorn.CallExpression, scope: StaticScope): number[] | undefined {
  const { callee } = call;
  if (call.optional || callee.type !== 'MemberExpression' || callee.computed || callee.optional || callee.object.type !== 'Identifier' || callee.object.name !== 'toc') return undefined;
  if (callee.property.type !== 'Identifier' || callee.property.name !== 'slice' || call.arguments.length > 2) return undefined;
  const bounds = call.arguments.map((argument) => (argument.type === 'SpreadElement' ? NOT_CONSTANT : evaluate(argument, scope)));
  return bounds.every((bound) => typeof bound === 'number' && Number.isInteger(bound)) ? (bounds as number[]) : undefined;
}

/** The key of the value `toc[2]` gives: `{ tocItem: 2 }`, the index of a heading in the page's table of contents (see tocInline.ts). */
export const TOC_ITEM = 'tocItem';

/**
 * The heading levels `toc.filter((node) => …)` keeps, when its test reads nothing but the
 * node's `level` (compared with numbers, joined with `&&`, `||` and `!`); undefined otherwise.
 */
function tocFilterLevels(call: Acorn.CallExpression): number[] | undefined {
  const { callee } = call;
  const [test, ...more] = call.arguments;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.object.type !== 'Identifier' || callee.object.name !== 'toc') return undefined;
  if (callee.property.type !== 'Identifier' || callee.property.name !== 'filter' || more.length) return undefined;
  if (test?.type !== 'ArrowFunctionExpression' && test?.type !== 'FunctionExpression') return undefined;
  const [param] = test.params;
  if (test.params.length !== 1 || param?.type !== 'Identifier') return undefined;
  let body: Acorn.Node | null | undefined = test.body;
  if (body.type === 'BlockStatement') {
    const statements = (body as Acorn.BlockStatement).body;
    body = statements.length === 1 && statements[0]!.type === 'ReturnStatement' ? statements[0].argument : undefined;
  }
  if (!body) return undefined;
  const levels: number[] = [];
  for (let level = 1; level <= 6; level++) {
    const kept = levelTest(body as Acorn.Expression, param.name, level);
    if (kept === undefined) return undefined;
    if (kept) levels.push(level);
  }
  return levels;
}

/** Whether the test keeps a heading of `level`; undefined when it reads anything else. */
function levelTest(node: Acorn.Expression, param: string, level: number): boolean | undefined {
  const operand = (side: Acorn.Expression | Acorn.PrivateIdentifier): number | undefined => {
    if (side.type === 'Literal' && typeof side.value === 'number') return side.value;
    const isLevel = side.type === 'MemberExpression' && !side.computed && side.object.type === 'Identifier' && side.object.name === param && side.property.type === 'Identifier' && side.property.name === 'level';
    return isLevel ? level : undefined;
  };
  switch (node.type) {
    case 'LogicalExpression': {
      const left = levelTest(node.left, param, level);
      const right = levelTest(node.right, param, level);
      if (left === undefined || right === undefined || node.operator === '??') return undefined;
      return node.operator === '&&' ? left && right : left || right;
    }
    case 'UnaryExpression': {
      const inner = node.operator === '!' ? levelTest(node.argument, param, level) : undefined;
      return inner === undefined ? undefined : !inner;
    }
    case 'BinaryExpression': {
      const a = operand(node.left);
      const b = operand(node.right);
      if (a === undefined || b === undefined) return undefined;
      const compare: Partial<Record<string, (x: number, y: number) => boolean>> = {
        '===': (x, y) => x === y, '==': (x, y) => x === y, '!==': (x, y) => x !== y, '!=': (x, y) => x !== y,
        '<': (x, y) => x < y, '<=': (x, y) => x <= y, '>': (x, y) => x > y, '>=': (x, y) => x >= y,
      };
      return compare[node.operator]?.(a, b);
    }
    default:
      return undefined;
  }
}

/** The string literal `call` passes to the function `name` when it passes nothing else (`useBaseUrl('/x')`). */
function onlyArgument(call: Acorn.CallExpression, name: string): string | undefined {
  const [argument, ...more] = call.arguments;
  if (call.optional || call.callee.type !== 'Identifier' || call.callee.name !== name || more.length) return undefined;
  return argument?.type === 'Literal' && typeof argument.value === 'string' ? argument.value : undefined;
}

function arrayValue(node: Acorn.ArrayExpression, scope: StaticScope): unknown[] | typeof NOT_CONSTANT {
  const values: unknown[] = [];
  for (const element of node.elements) {
    // A hole (`[1, , 2]`) or a spread names no constant.
    if (element === null || element.type === 'SpreadElement') return NOT_CONSTANT;
    const value = evaluate(element, scope);
    if (value === NOT_CONSTANT) return NOT_CONSTANT;
    values.push(value);
  }
  return values;
}

function objectValue(node: Acorn.ObjectExpression, scope: StaticScope): Record<string, unknown> | typeof NOT_CONSTANT {
  const values: Record<string, unknown> = {};
  for (const property of node.properties) {
    // Spreads, getters, methods, computed keys and shorthands (`{toc}`) all name code.
    if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.computed || property.shorthand) return NOT_CONSTANT;
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' && (typeof property.key.value === 'string' || typeof property.key.value === 'number') ? String(property.key.value) : undefined;
    // `__proto__: …` sets the object's prototype in JavaScript: not a property.
    if (key === undefined || key === '__proto__') return NOT_CONSTANT;
    const value = evaluate(property.value, scope);
    if (value === NOT_CONSTANT) return NOT_CONSTANT;
    values[key] = value;
  }
  return values;
}
