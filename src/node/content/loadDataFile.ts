// Reads a data file an author writes (sidebars, authors, tags, category metadata) whatever its
// format: JSON, YAML, or a JS/TS module whose default export (or module.exports) is the data.
import { esbuild } from '../bundle/esbuild.js';
import { formatBySyntax } from '../bundle/formatBySyntax.js';
import { placeInSource } from '../bundle/placeInSource.js';
import { load as loadYaml, loadAll as loadYamlDocuments } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import { BuildError, displayPath } from '../errors.js';
import { explainYamlError, YAML_QUOTING_HINT } from '../explainYamlError.js';

export async function loadDataFile(absPath: string, shownPath: string, plugin: string): Promise<unknown> {
  return (await readDataFile(absPath, shownPath, plugin)).data;
}

/**
 * The data of a data file and its text, read once: a problem with one of its values is pointed
 * at a line of that text (see lineOfValue.ts).
 */
export async function readDataFile(absPath: string, shownPath: string, plugin: string): Promise<{ data: unknown; source: string }> {
  const ext = path.extname(absPath);
  let source: string | undefined;
  try {
    // Read synchronously, like content files (see readContentFiles.ts): a docs folder may hold
    // hundreds of `_category_.json` files, and fs/promises' round trips cost more than the reads.
    source = readFileSync(absPath, 'utf8');
    if (ext === '.json') return { data: JSON.parse(source), source };
    if (ext === '.yml' || ext === '.yaml') return { data: parseYaml(source), source };
    // Bundled to CommonJS and evaluated with a module wrapper, so both `module.exports = …`
    // (Docusaurus sidebars.js and the helpers it requires, even inside a "type": "module"
    // package: see formatBySyntax.ts) and `export default` work.
    const result = await esbuild().build({
      entryPoints: [absPath],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      packages: 'external',
      plugins: [formatBySyntax],
      logLevel: 'silent',
      supported: { 'dynamic-import': false },
      // For the line of an error the file throws while it runs (see evaluateModule).
      sourcemap: 'inline',
      sourcesContent: false,
    });
    return { data: evaluateModule(result.outputFiles[0]!.text, { absPath, shownPath, plugin }), source };
  } catch (error) {
    if (error instanceof BuildError) throw error;
    if (source !== undefined && isYamlError(error)) throw yamlFileError(error, source, { shownPath, plugin });
    const err = error as { message?: string; errors?: { text: string; location?: { line: number; column: number } }[] };
    const location = err.errors?.[0]?.location;
    const json = ext === '.json' && source !== undefined && err instanceof SyntaxError ? await jsonSyntaxError(err.message, source) : undefined;
    // esbuild's location counts columns from 0.
    const place = location ? { line: location.line, column: location.column + 1 } : json?.place;
    throw new BuildError({
      plugin,
      where: { file: shownPath, ...place },
      what: `Could not read ${path.basename(absPath)}: ${json?.text ?? err.errors?.[0]?.text ?? err.message ?? String(error)}`,
      fix:
        ext === '.json'
          ? 'Fix the JSON syntax (a trailing comma or a missing quote is the usual cause).'
          : // A require or import of a file that is not there fails the bundle too, and is no syntax error.
            /^Could not resolve /.test(err.errors?.[0]?.text ?? '')
            ? 'Correct the path of the file it requires (relative to this file), or create that file.'
            : 'Fix the syntax error.',
    });
  }
}

/** The name a bundled data file runs under, for its stack frames: the file's own, marked. */
const BUNDLE_SUFFIX = ' (bundled)';

/**
 * Runs the CommonJS bundle of the module at `absPath` and returns its data (the default export,
 * or `module.exports`). An error it throws is a problem of the file, at the line of the source
 * (the file's or a helper's it requires) where it was thrown when the stack tells.
 */
function evaluateModule(code: string, file: { absPath: string; shownPath: string; plugin: string }): unknown {
  const { absPath, shownPath, plugin } = file;
  const module = { exports: {} as Record<string, unknown> };
  const url = absPath + BUNDLE_SUFFIX;
  try {
    const run = compileFunction(code, ['module', 'exports', 'require', '__filename', '__dirname'], { filename: url });
    run(module, module.exports, createRequire(absPath), absPath, path.dirname(absPath));
  } catch (error) {
    const err = error as { message?: string; stack?: string };
    const place = placeInSource(err.stack, { code, url });
    const name = path.basename(absPath);
    throw new BuildError({
      plugin,
      // The file as the caller shows it, when the error is in its own code.
      where: place ? { ...place, file: place.file === displayPath(absPath) ? shownPath : place.file } : { file: shownPath },
      what: `${name} threw an error while it ran: ${err.message ?? String(error)}`,
      fix: place ? `Fix the code at that line: ${name} runs once, when the build reads it, and must export its data (module.exports = … or export default …).` : `Check the code of ${name} and what it requires: it runs once, when the build reads it, and must export its data (module.exports = … or export default …).`,
    });
  }
  const exported = module.exports as { default?: unknown; __esModule?: boolean };
  return exported.__esModule || 'default' in exported ? exported.default : exported;
}

/** js-yaml's errors carry a `mark` (where it stopped) and a `reason` (why). */
function isYamlError(error: unknown): error is { reason: string; mark: { line: number; column: number } } {
  return typeof error === 'object' && error !== null && 'mark' in error && 'reason' in error;
}

/**
 * A YAML file's syntax error, explained as front matter's is (an unclosed `[` or quote at the line
 * that opened it, with how to close it).
 */
function yamlFileError(error: unknown, source: string, file: { shownPath: string; plugin: string }): BuildError {
  // The file may open with a `---` document marker; its YAML starts below it, as front matter's does.
  const from = /^---\s*$/.test(source.split('\n', 1)[0]!) ? 1 : 0;
  const explained = explainYamlError(error, source, from);
  return new BuildError({
    plugin: file.plugin,
    where: { file: file.shownPath, ...explained.place },
    what: `Could not read ${path.basename(file.shownPath)}: ${explained.what}`,
    fix: explained.fix ?? `Correct the YAML syntax; ${YAML_QUOTING_HINT}.`,
  });
}

/**
 * The document of a YAML file, undefined for a file without one (empty, or comments only): js-yaml
 * 5's `load` rejects that, but an authors.yml or _category_.yml not filled in yet means no data,
 * as Docusaurus (js-yaml 4) reads it. Several documents are still an error: `load` is run again
 * for its message, on that failing path only.
 */
function parseYaml(source: string): unknown {
  const documents = loadYamlDocuments(source);
  return documents.length > 1 ? loadYaml(source) : documents[0];
}

/**
 * Where JSON.parse stopped in `source`, and why. Node 20 names the character position ("… in
 * JSON at position 131"), newer versions the line and column too; an input that ends too early
 * ("Unexpected end of JSON input") stops at its last character. An unexpected token is named
 * with the text around it, over several lines, but no position ("Unexpected token ']', …"):
 * esbuild's JSON parser says where, and says it better ("JSON does not support trailing commas").
 */
export async function jsonSyntaxError(message: string, source: string): Promise<{ text: string; place?: { line: number; column: number } }> {
  const position = /at position (\d+)/.exec(message)?.[1];
  // A comma before a closing brace (`{ "a": 1, }`) is "Expected double-quoted property name" to
  // V8 (every version names the position): said as esbuild says it for a list, at the comma.
  if (position !== undefined) {
    const before = source.slice(0, Number(position)).trimEnd();
    if (before.endsWith(',') && /^[}\]]/.test(source.slice(Number(position)).trimStart())) return { text: 'JSON does not support trailing commas', place: placeOfOffset(source, before.length - 1) };
  }
  const named = /\(line (\d+) column (\d+)\)/.exec(message);
  if (named) return { text: message, place: { line: Number(named[1]), column: Number(named[2]) } };
  if (position !== undefined) return { text: message, place: placeOfOffset(source, Number(position)) };
  if (/end of JSON input/.test(message)) return { text: message, place: placeOfOffset(source, Math.max(source.trimEnd().length - 1, 0)) };
  try {
    await esbuild().transform(source, { loader: 'json', logLevel: 'silent' });
  } catch (error) {
    const found = (error as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
    if (found?.location) return { text: found.text, place: { line: found.location.line, column: found.location.column + 1 } };
  }
  return { text: message };
}

/** 1-based line and column of the character at `offset`. */
function placeOfOffset(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
