// Runs an MDX expression that is not a constant (`source.split('\n').filter(Boolean).join('\n')`
// over a raw-loader import, `JSON.stringify(frontMatter.tags)`, `new Date().getFullYear()`), as
// MDX runs it when Docusaurus renders the page, over the values the build knows as the page
// compiles. It runs in a context of its own that holds only copies of those values (as JSON,
// dates kept), `require(file).default` and `useBaseUrl(path)`, and JavaScript's built-ins: no
// object of the build's is within its reach, and it has RUN_TIMEOUT_MS for everything it runs,
// the getters and promise callbacks of its value included. Its value counts when it is data.
import { createContext, runInContext } from 'node:vm';
import { baseUrlPath } from '../../shared/url.js';

/** Long enough for any expression over a page's data; an endless loop is not a value. */
const RUN_TIMEOUT_MS = 200;

export interface RunScope {
  /** The names the expression may read, and their values (the page's front matter, constants, imported files). */
  values?: ReadonlyMap<string, unknown>;
  /** The value of `require(specifier).default`; undefined when it names no file. */
  requireValue?: (specifier: string) => string | undefined;
  /** The site's base URL, for `useBaseUrl(path)`. */
  baseUrl?: string;
  /** Told when the expression reads the clock or chance (`new Date()`, `Math.random()`): its value is the compile's own. */
  onVolatile?: () => void;
}

/** What an expression may read, for the errors and warnings about one that has no value (see staticValue.ts `whyNoValue`). */
export const EVALUATED_AS_COMPILED = "an expression is evaluated as the page compiles, from what is known then (literals, frontMatter, the file's constant exports and imported files, JavaScript's built-ins), never from what only the page running in React has (props, hooks, window, components)";

/** A date in the values' JSON, made a Date again in the context (front matter `date: 2024-01-02`). */
const DATE_KEY = '__folioDate';

/**
 * Run first in each context, with the build's inputs in `__folioHost`: it takes them off the
 * global object (only its own functions keep a reference), makes the globals the expression
 * reads, and leaves `__folioResult`, which gives a value as JSON when it is data.
 */
const SETUP = `(function (host) {
  delete globalThis.__folioHost;
  const values = JSON.parse(host.values, (key, value) => value && typeof value === 'object' && typeof value.${DATE_KEY} === 'string' ? new Date(value.${DATE_KEY}) : value);
  for (const name of Object.keys(values)) globalThis[name] = values[name];
  const read = host.require;
  if (read) {
    // What webpack's require gives: a module whose value is .default, not data itself.
    class FileModule { constructor(value) { this.default = value; } }
    globalThis.require = function require(...args) {
      const value = args.length === 1 && typeof args[0] === 'string' ? read(args[0]) : undefined;
      if (typeof value !== 'string') throw new Error('no such file');
      return new FileModule(value);
    };
  }
  const base = host.useBaseUrl;
  if (base) {
    globalThis.useBaseUrl = function useBaseUrl(...args) {
      // With options ({absolute: true}) it needs the site's URL: not given here.
      if (args.length !== 1 || typeof args[0] !== 'string') throw new Error('useBaseUrl takes one path here');
      return base(args[0]);
    };
  }
  const isData = (value, depth) => {
    if (depth > 64) return false;
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
    if (typeof value === 'number') return Number.isFinite(value);
    if (typeof value !== 'object') return false;
    if (Array.isArray(value)) return value.every((item) => isData(item, depth + 1));
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== null && prototype !== Object.prototype) return false;
    return Object.values(value).every((item) => isData(item, depth + 1));
  };
  // undefined shows nothing, as null does; anything else that is not data has no value here.
  Object.defineProperty(globalThis, '__folioResult', { value: (value) => (value === undefined ? 'undefined' : isData(value, 0) ? JSON.stringify(value) : undefined) });
})(globalThis.__folioHost);`;

/** What reads the clock or chance: such a value differs from one compile to the next. */
const VOLATILE = /\b(?:Date|Math\s*\.\s*random|performance|crypto)\b/;

/** A run's value, or why there is none (for the warning or error that reports it). */
export type RunResult = { value: unknown } | { failure: string };

/** The value of `source` run over `scope`, when it is data; else why not: it names anything else, throws, or runs too long. */
export function runExpression(source: string, scope: RunScope): RunResult {
  const host = {
    values: valuesJson(source, scope.values),
    require: scope.requireValue && ((specifier: string) => scope.requireValue!(specifier)),
    useBaseUrl: scope.baseUrl === undefined ? undefined : (url: string) => baseUrlPath(url, scope.baseUrl!),
  };
  let json: unknown;
  try {
    // Promise callbacks run before the call returns, within the time limit.
    const context = createContext({ __folioHost: host }, { microtaskMode: 'afterEvaluate' });
    runInContext(SETUP, context, { timeout: RUN_TIMEOUT_MS });
    json = runInContext(`__folioResult((${source}\n))`, context, { timeout: RUN_TIMEOUT_MS });
  } catch (error) {
    return { failure: failureOf(error) };
  }
  if (typeof json !== 'string') return { failure: 'its value is not data (text, a number, or a list or object of them)' };
  if (VOLATILE.test(source)) scope.onVolatile?.();
  return { value: json === 'undefined' ? undefined : (JSON.parse(json) as unknown) };
}

/** Why a run failed, in the words of a warning: a name it reads that is not known, its time, or what it threw. */
function failureOf(error: unknown): string {
  const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
  if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return `it runs past the ${RUN_TIMEOUT_MS} ms an expression has as the page compiles`;
  const unknown = name === 'ReferenceError' ? /^(\S+) is not defined$/.exec(message ?? '')?.[1] : undefined;
  if (unknown) return `it reads \`${unknown}\`, and ${EVALUATED_AS_COMPILED}`;
  return `it throws ${name ?? 'an error'}${message ? ` (${message})` : ''} as the page compiles`;
}

/**
 * The values the expression names, as JSON (a large JSON import in scope is not copied for an
 * expression that does not read it). A value that is not data (a component) is left out: an
 * expression naming it throws.
 */
function valuesJson(source: string, values: ReadonlyMap<string, unknown> | undefined): string {
  const named: Record<string, unknown> = {};
  for (const [name, value] of values ?? []) {
    if (!new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(source)) continue;
    try {
      named[name] = JSON.parse(JSON.stringify(value, function (this: Record<string, unknown>, key, inner: unknown) {
        // JSON.stringify has called a Date's toJSON before the replacer sees it: read the original.
        const original = this[key];
        return original instanceof Date ? { [DATE_KEY]: original.toISOString() } : inner;
      }));
    } catch {
      // Not JSON (a BigInt, a cycle): not in scope.
    }
  }
  return JSON.stringify(named);
}
