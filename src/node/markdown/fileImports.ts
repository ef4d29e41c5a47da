// What an MDX import of a file is. Docusaurus compiles MDX with webpack, whose loaders give such
// an import a value: an image or other file its URL (`import bannerUrl from './banner.png'`,
// `require('./banner.png').default`), and a file read through raw-loader its text (`import
// source from '!!raw-loader!./example.js'`, shown with `<CodeBlock>{source}</CodeBlock>`).
// Both values are known when Folio compiles the page, so they are constants, like an `export
// const` (see staticValue.ts). A file whose text the page takes
// is recorded with its modification time, as a partial is: the page is compiled again when the
// file changes (markdownCache.ts, memoryMarkdownCache.ts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { localAsset, type AssetCache } from './assets.js';
import type { CompileState } from './compileState.js';
import type { Diagnostic } from '../errors.js';
import { importedFile, relativeImport, type ImportingFile } from './importPath.js';
import type { StaticScope } from './staticValue.js';

/** webpack's inline loader syntax: `!!raw-loader!./file` (no other loader runs) or `raw-loader!./file`. */
const RAW_LOADER = /^!{0,2}raw-loader!/;
/** Loaders that give a file's URL, whatever its extension (`require('!file-loader!./asset.xyz').default`). */
const FILE_LOADER = /^!{0,2}(?:file|url)-loader!/;

/**
 * The files Docusaurus's webpack gives an import the URL of (its images, fonts, media and other
 * files rules). An SVG imported by MDX is a React component there (SVGR), not a URL.
 */
const URL_FILE = /\.(?:ico|jpe?g|png|gif|webp|avif|woff2?|eot|ttf|otf|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;

/** The data of a JSON file is what importing it gives (see importedJsonValue). */
const JSON_FILE = /\.json$/i;

/** The extensions of the modules a component may come from (and that webpack tries first for an import without one). */
export const COMPONENT_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs'];

/** Whether `import name from specifier` gives the URL of a file (an asset of the page). */
export function isUrlImport(specifier: string): boolean {
  return FILE_LOADER.test(specifier) || (!RAW_LOADER.test(specifier) && URL_FILE.test(specifier));
}

/** The asset folder webpack's rules put an imported file in: images apart from other files. */
export function importedAssetKind(path: string): 'image' | 'file' {
  return /\.(?:ico|jpe?g|png|gif|webp|avif|svg)$/i.test(path) ? 'image' : 'file';
}

/**
 * Whether `require(specifier)` alone is data: webpack's module of a file whose value is its URL
 * or its text (`{ default: url }`), not a component's or JSON's, which a prop cannot hold as such.
 */
export function isFileModule(specifier: string): boolean {
  return RAW_LOADER.test(specifier) || isUrlImport(specifier);
}

/** Whether `import name from specifier` imports a file's URL, text or data rather than a module (a component). */
export function isFileImport(specifier: string): boolean {
  return RAW_LOADER.test(specifier) || FILE_LOADER.test(specifier) || URL_FILE.test(specifier) || JSON_FILE.test(specifier);
}

/**
 * The value `import name from specifier` gives when it is a file's (undefined for a module); a
 * raw-loader file that is not there is an error at the import's `line`.
 */
export function importedFileValue(specifier: string, line: number, state: CompileState): string | undefined {
  if (RAW_LOADER.test(specifier)) {
    const text = rawText(specifier, state);
    if (text === undefined) {
      const looked = importedFile(specifier.replace(RAW_LOADER, ''), state.input);
      state.errors.push({
        what: `Cannot import '${specifier}': ${looked ? `there is no file ${looked}` : 'raw-loader reads a file, named by its path'}.`,
        where: { file: state.input.file, line },
        fix: 'name an existing file by its path from this file (!!raw-loader!./code/example.js) or from the site folder (!!raw-loader!@site/src/example.js)',
        plugin: 'markdown',
      });
    }
    return text;
  }
  if (!isUrlImport(specifier)) return undefined;
  const written = specifier.replace(FILE_LOADER, '');
  // As webpack stops a Docusaurus build on it: nothing else would say so where the value goes
  // to a component (review: its path 404ed).
  const file = importedFile(written, state.input);
  if (file !== undefined && !statSync(file, { throwIfNoEntry: false })?.isFile()) state.errors.push(missingFileError(specifier, file, line, state));
  return relativeImport(written, state.input);
}

/**
 * The URL webpack gives an imported or required file (`/assets/images/pic-1a2b3c4d.png`), from
 * the path the constant holds (relative to the page, as a markdown image or link writes it); the
 * file becomes an asset of the page. Undefined when the file is not there.
 */
export function importedFileUrl(relative: string, state: CompileState, cache: AssetCache): string | undefined {
  return localAsset(path.resolve(path.dirname(state.input.absFile), relative), importedAssetKind(relative), state, cache)?.url;
}

/**
 * `scope` as a component's props see it: a file imported or required for its URL is that URL
 * (`<Figure src={require('./pic.png').default} />`, `src={pic}`). An HTML element's `src` or
 * `href` keeps the path as written, which the images and links transforms make an asset with its
 * size and variants; nothing reads a component's props that way, and the path as written 404ed.
 */
export function withFileUrls(scope: StaticScope, state: CompileState, cache: AssetCache): StaticScope {
  const urlOf = (relative: string) => importedFileUrl(relative, state, cache) ?? relative;
  const urlImports = state.urlImports;
  const values = scope.values && urlImports?.size ? new Map([...scope.values].map(([name, value]) => [name, urlImports.has(name) && typeof value === 'string' ? urlOf(value) : value])) : scope.values;
  const requireValue = scope.requireValue;
  return {
    ...scope,
    values,
    // A file that is not there has no value: the prop's expression is reported at its line.
    requireValue: requireValue && ((specifier) => {
      const value = requireValue(specifier);
      // An SVG too: required for a prop, it is a picture's address (`<Image src={require('./d.svg').default} />`).
      return value !== undefined && (isUrlImport(specifier) || /\.svg$/i.test(specifier)) ? importedFileUrl(value, state, cache) : value;
    }),
  };
}

/** The error for an import of a file that is not there (data, a stylesheet), at the import's line: webpack stops a Docusaurus build on it. */
export function missingFileError(specifier: string, file: string, line: number | undefined, state: CompileState): Diagnostic {
  return { what: `Cannot import '${specifier}': there is no file ${file}`, where: { file: state.input.file, line }, fix: 'correct the path (relative to this file, or @site/… from the site folder), or remove the import', plugin: 'markdown' };
}

/**
 * The value `import name from './data.json'` (`imported` `default`) or `import { name } from
 * './data.json'` gives: the parsed file, or that property of it, as webpack's JSON rule gives it.
 * Undefined when `specifier` names no JSON file; a file that does not parse is an error at `line`.
 */
export function importedJsonValue(specifier: string, imported: string, line: number, state: CompileState): { value: unknown } | undefined {
  if (!JSON_FILE.test(specifier)) return undefined;
  const file = importedFile(specifier, state.input);
  if (file === undefined) return undefined;
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) {
    // As webpack stops a Docusaurus build on it (and as a component's import of a missing file does).
    state.errors.push(missingFileError(specifier, file, line, state));
    return undefined;
  }
  (state.importedFiles ??= {})[file] = stat.mtimeMs;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    state.errors.push({ what: `Cannot import '${specifier}': ${jsonErrorAt(error as Error, readFileSync(file, 'utf8'), specifier)}`, where: { file: state.input.file, line }, fix: 'correct the JSON file', plugin: 'markdown' });
    return undefined;
  }
  if (imported === 'default') return { value: data };
  return data !== null && typeof data === 'object' && Object.hasOwn(data, imported) ? { value: (data as Record<string, unknown>)[imported] } : undefined;
}

/** JSON.parse's message with its `at position N` as the file's line and column (`data.json:1:9: Expected …`). */
function jsonErrorAt(error: Error, text: string, specifier: string): string {
  const match = / in JSON at position (\d+)/.exec(error.message);
  const position = match ? Number(match[1]) : /end of JSON input/.test(error.message) ? text.length : undefined;
  if (position === undefined) return error.message;
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${path.basename(specifier)}:${line}:${column}: ${error.message.replace(/ in JSON at position \d+.*$/s, '')}`;
}

/**
 * The value of `require(specifier).default`: a raw-loader file's text, or any other file's path
 * as a markdown image or link would write it, so it becomes a hashed asset the same way;
 * undefined when it names no file (the caller reports the expression at its line).
 */
export function requiredFileValue(specifier: string, state: CompileState): string | undefined {
  return RAW_LOADER.test(specifier) ? rawText(specifier, state) : relativeImport(specifier.replace(FILE_LOADER, ''), state.input);
}

/** The extensions webpack (as Docusaurus sets it up) tries for an import that names none. */
const MODULE_EXTENSIONS = ['', ...COMPONENT_EXTENSIONS, '.json', '.md', '.mdx'];

/**
 * The file a component import names (`import Widget from './components/Widget'` finds
 * Widget.js, .jsx, .tsx …, or Widget/index.*): `{ file }` when it is there, `{ missing }` (the
 * path looked for) when it is not, undefined for a package, which names no file. The file found
 * is recorded as looked at (`staticFiles`), so a cached page is compiled again, and fails, once
 * it is deleted.
 */
export function moduleFile(specifier: string, state: CompileState): { file: string } | { missing: string } | undefined {
  const found = findModuleFile(specifier, state.input);
  if (found && 'file' in found) (state.staticFiles ??= {})[found.file] = found.mtime;
  return found && ('file' in found ? { file: found.file } : found);
}

/** The file an import of a module names from the file `from` (see moduleFile), with its modification time; nothing is recorded. */
export function findModuleFile(specifier: string, from: ImportingFile): { file: string; mtime: number } | { missing: string } | undefined {
  const file = importedFile(specifier, from);
  if (file === undefined) return undefined;
  for (const ext of MODULE_EXTENSIONS) {
    for (const candidate of ext ? [file + ext, path.join(file, `index${ext}`)] : [file]) {
      const stat = statSync(candidate, { throwIfNoEntry: false });
      if (stat?.isFile()) return { file: candidate, mtime: stat.mtimeMs };
    }
  }
  return { missing: file };
}

/**
 * The text of the file a raw-loader specifier names, recorded as read; undefined when there is
 * none. A name without its extension (`!!raw-loader!./_example`) finds the file as webpack's
 * resolver does.
 */
function rawText(specifier: string, state: CompileState): string | undefined {
  const file = importedFile(specifier.replace(RAW_LOADER, ''), state.input);
  if (file === undefined) return undefined;
  for (const candidate of MODULE_EXTENSIONS.map((ext) => file + ext)) {
    const stat = statSync(candidate, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    (state.importedFiles ??= {})[candidate] = stat.mtimeMs;
    return readFileSync(candidate, 'utf8');
  }
  return undefined;
}
