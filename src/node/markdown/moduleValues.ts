// The data a site's JavaScript module exports, for an MDX file that imports it under a lower-case
// name (`import constants from '@site/core/TabsConstants'`, then `values={constants.oses}` on a
// `<Tabs>`): React Native's docs fill their tabs so. Docusaurus runs the module in the page;
// Folio needs the values as the page compiles, so the module runs here, as it would on the
// server (ExecutionEnvironment says there is no DOM), in a context of its own with a time limit:
// its imports of the site's other modules run the same way, React is a stand-in that draws
// nothing (a module may define components beside its data), and any other package is not there.
// What it exports that is data counts; a function does not.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { esbuild } from '../bundle/esbuild.js';
import type { CompileState } from './compileState.js';
import { findModuleFile } from './fileImports.js';
import type { ImportingFile } from './importPath.js';

const RUN_TIMEOUT_MS = 500;

/** What `@docusaurus/ExecutionEnvironment` says while the server renders. */
const SERVER_ENVIRONMENT = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };

const LOADERS: Record<string, 'js' | 'jsx' | 'ts' | 'tsx'> = { '.js': 'jsx', '.jsx': 'jsx', '.mjs': 'js', '.cjs': 'js', '.ts': 'ts', '.tsx': 'tsx' };

/**
 * Run in the context first: a CommonJS loader over the host's `read` (a module's code, compiled
 * to CommonJS), with the stand-ins, and `__folioExports(file)`, which gives a module's exports as
 * JSON (functions left out), within the time limit.
 */
const SETUP = `(function (host) {
  delete globalThis.__folioHost;
  const read = host.read;
  const modules = new Map();
  const noop = () => null;
  const react = { createElement: noop, Fragment: 'fragment', useState: (v) => [v, noop], useEffect: noop, useMemo: (f) => f(), useCallback: (f) => f, useRef: (v) => ({ current: v }), useContext: noop, createContext: () => ({}), forwardRef: (f) => f, memo: (f) => f };
  const standIns = {
    '@docusaurus/ExecutionEnvironment': { __esModule: true, default: ${JSON.stringify(SERVER_ENVIRONMENT)} },
    react: { __esModule: true, default: react, ...react },
    'react/jsx-runtime': { jsx: noop, jsxs: noop, Fragment: 'fragment' },
  };
  function load(file) {
    if (modules.has(file)) return modules.get(file).exports;
    const found = read(file);
    if (found === undefined) throw new Error('cannot load ' + file);
    const module = { exports: {} };
    modules.set(file, module);
    const run = new Function('exports', 'require', 'module', found.code);
    run(module.exports, (specifier) => {
      if (Object.prototype.hasOwnProperty.call(standIns, specifier)) return standIns[specifier];
      const resolved = found.resolve(specifier);
      if (resolved === undefined) throw new Error('not available here: ' + specifier);
      return load(resolved);
    }, module);
    return module.exports;
  }
  Object.defineProperty(globalThis, '__folioExports', { value: (file) => JSON.stringify(load(file)) });
})(globalThis.__folioHost);`;

/**
 * The exports of the site's module `file` as data (undefined when it does not run here), and the
 * files it ran from, recorded as read so the page compiles again when one changes.
 */
export function moduleExports(file: string, state: CompileState): Record<string, unknown> | undefined {
  const read = (absFile: string): { code: string; resolve: (specifier: string) => string | undefined } | undefined => {
    const loader = LOADERS[path.extname(absFile)];
    const stat = statSync(absFile, { throwIfNoEntry: false });
    if (!loader || !stat?.isFile()) return undefined;
    (state.importedFiles ??= {})[absFile] = stat.mtimeMs;
    const { code } = esbuild().transformSync(readFileSync(absFile, 'utf8'), { loader, format: 'cjs', target: 'es2022', jsx: 'automatic', sourcefile: absFile });
    return { code, resolve: (specifier) => resolveModule(specifier, { absFile, siteDir: state.input.siteDir }) };
  };
  try {
    const context = createContext({ __folioHost: { read } }, { microtaskMode: 'afterEvaluate' });
    runInContext(SETUP, context, { timeout: RUN_TIMEOUT_MS });
    const json: unknown = runInContext(`__folioExports(${JSON.stringify(file)})`, context, { timeout: RUN_TIMEOUT_MS });
    return typeof json === 'string' ? (JSON.parse(json) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The value an import gives from a module's exports: `default` (webpack's interop: the exports themselves without one) or a named export. */
export function importedExport(exports: Record<string, unknown>, imported: string): { value: unknown } | undefined {
  if (imported === 'default') return { value: Object.hasOwn(exports, 'default') ? exports.default : exports };
  return Object.hasOwn(exports, imported) ? { value: exports[imported] } : undefined;
}

/** A module another one imports, as webpack finds it (see findModuleFile). */
function resolveModule(specifier: string, from: ImportingFile): string | undefined {
  const found = findModuleFile(specifier, from);
  return found && 'file' in found ? found.file : undefined;
}
