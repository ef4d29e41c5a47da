// esbuild's failures, as build problems: a site's page or component that does not compile, or
// imports what cannot be found, is the author's to fix, and gets file:line and a fix like every
// other problem instead of a stack trace.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isBuiltin } from 'node:module';
import { nearestTsconfig, tsconfigPaths } from './resolutionConfigs.js';
import { BuildError, displayPath, type Diagnostic } from '../errors.js';
import { DOCUSAURUS_PAGE_MODULES, MARKDOWN_ONLY_COMPONENTS } from './docusaurusModules.js';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
  notes?: { text: string; location?: { file: string; line: number; column: number } | null }[];
}

/** A BuildError for an esbuild failure (one problem per message); any other error as it is. */
export function bundleProblems(error: unknown): unknown {
  const messages = (error as { errors?: EsbuildMessage[] } | null)?.errors;
  if (!Array.isArray(messages) || !messages.length) return error;
  return new BuildError(firstSyntaxErrors(messages).map(toDiagnostic));
}

/**
 * One syntax error per file: after the first, esbuild reports what that one throws off (an
 * unclosed `<p>` also gives "closing main does not match" and "end of file before closing main"),
 * each a problem to the author with the same cause. Imports it cannot find or match stay, each.
 */
function firstSyntaxErrors(messages: EsbuildMessage[]): EsbuildMessage[] {
  const files = new Set<string>();
  return messages.filter((message) => {
    if (!message.location || IMPORT_PROBLEM.test(message.text)) return true;
    if (files.has(message.location.file)) return false;
    files.add(message.location.file);
    return true;
  });
}

const IMPORT_PROBLEM = /^(Could not resolve|No matching export in) "/;

function toDiagnostic(message: EsbuildMessage): Diagnostic {
  const unresolved = /^Could not resolve "([^"]+)"/.exec(message.text)?.[1];
  const standIn = missingExport(message.text);
  return {
    plugin: 'bundle',
    where: message.location ? { file: messageFile(message.location.file), line: message.location.line, column: message.location.column + 1 } : undefined,
    what: standIn?.what ?? message.text,
    fix: standIn?.fix ?? (unresolved ? unresolvedImportFix(unresolved, message.location?.file) : (noLoaderFix(message.text) ?? syntaxFix(message.location?.file))),
  };
}

/**
 * esbuild's warnings about the site's own files and the theme's (not packages'), as warnings: a
 * stylesheet left unclosed (`.note { color: red;`) is a warning there, and the rule it broke was
 * dropped without a word (dev server audit).
 */
export function bundleWarnings(messages: readonly EsbuildMessage[]): Diagnostic[] {
  return messages
    // A CSS module's compiled text: what is wrong with it is told about the file itself (cssModules.ts).
    .filter((message) => message.location && !/(^|[/\\])node_modules[/\\]/.test(message.location.file) && !message.location.file.startsWith('folio-css-module:'))
    .map((message) => {
      // An unclosed rule is found at the end of the file; where it opens is the place to fix (a note says).
      const opened = message.notes?.find((note) => /^The unbalanced /.test(note.text) && note.location)?.location;
      const placed = opened ? { ...message, location: opened } : message;
      return { ...toDiagnostic(placed), fix: message.location!.file.endsWith('.css') ? 'Fix the stylesheet at this place: until then the browser drops the rule.' : 'Fix the code at this place.' };
    });
}

/**
 * An import of a file of a kind the bundle does not read: Sass and Less need a compiler a
 * Docusaurus site adds with a plugin (bring-your-own audit: Ionic's `.module.scss` got "it must
 * compile as TypeScript/JSX").
 */
function noLoaderFix(text: string): string | undefined {
  const ext = /^No loader is configured for "\.(\w+)" files/.exec(text)?.[1];
  if (ext === undefined) return undefined;
  if (ext === 'scss' || ext === 'sass' || ext === 'less') {
    return `Folio bundles stylesheets as CSS and does not compile .${ext}: compile the file to CSS (${ext === 'less' ? 'npx lessc in.less out.css' : 'npx sass in.scss out.css'}) and import the .css file (a CSS module stays one as x.module.css).`;
  }
  return `Folio's bundle does not read .${ext} files: import a file it reads (JavaScript, TypeScript, CSS, JSON, images and fonts), or load this one from the static folder by its URL.`;
}

/** What to do about code esbuild could not read: a data file must be JSON, any other TypeScript or JSX. */
function syntaxFix(file: string | undefined): string {
  return file?.endsWith('.json')
    ? 'Fix the JSON at this place: no comma after the last entry, every key and text in double quotes.'
    : 'Fix the code at this place; it must compile as TypeScript/JSX for the browser and the server.';
}

/**
 * An import of a name a module does not export, with the names it has. For Folio's stand-in for a
 * Docusaurus module (`import {ThemeClassNames} from '@docusaurus/theme-common'` before it had
 * it) it is said in terms of the module the page imported, not of Folio's own file; for a file
 * of the site, with the file named as problems name files.
 */
function missingExport(text: string): { what: string; fix: string } | undefined {
  const match = /^No matching export in "([^"]*)" for import "([^"]+)"/.exec(text);
  if (!match) return undefined;
  const [, file, name] = match as unknown as [string, string, string];
  let names: string[] = [];
  try {
    names = exportedNames(readFileSync(path.resolve(file), 'utf8'));
  } catch {
    // The list is a courtesy: without it the message still names the module and the import.
  }
  const posix = file.split(path.sep).join('/');
  const module = Object.entries(DOCUSAURUS_PAGE_MODULES).find(([, standIn]) => posix.endsWith(standIn))?.[0];
  if (module) {
    return {
      what: `Folio's \`${module}\` has no export "${name}"${names.length ? ` (it has ${names.join(', ')})` : ''}`,
      fix: `Write that part with what Folio's \`${module}\` has, or with React and 'folio/client' (Link, useSiteData, useColorMode, …), or move it into a markdown page, where Folio's theme components are tags.`,
    };
  }
  return {
    what: `${messageFile(file)} has no export "${name}"${names.length ? ` (it exports ${names.join(', ')})` : ''}`,
    fix: 'Import a name that file exports, or export this one from it.',
  };
}

/** Pure: the names a module's source exports (`export function x`, `export const x`, `export { x as y }`, `export default`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([\w$]+)/gm)) names.add(match[1]!);
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  if (/^export\s+default\b/m.test(source)) names.add('default');
  return [...names];
}

/**
 * The file an esbuild message names, as every other problem names a file: absolute when it is
 * outside the current folder. esbuild gives it relative to its working folder, the current one
 * for every build whose failures are reported (none sets `absWorkingDir`), so a site outside it
 * came out as `../../srv/site/src/pages/index.tsx`.
 */
export function messageFile(file: string): string {
  return displayPath(path.resolve(file));
}

/**
 * What to do about an import esbuild could not find. Docusaurus's own module names (a page
 * brought over from a Docusaurus site) are no packages to install: Folio's equivalents are named.
 */
function unresolvedImportFix(specifier: string, importer?: string): string {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return 'Check the path: it is resolved relative to the importing file.';
  // A stylesheet's `@import url('navbar.css')` names a file beside it, as css-loader reads it,
  // not a package to install.
  if (importer?.endsWith('.css') && /\.css$/.test(specifier) && !specifier.startsWith('@')) {
    const beside = `Check the path: in a stylesheet, \`${specifier}\` is the file of that name beside it (${messageFile(path.join(path.dirname(importer), specifier))}), which does not exist; create it or correct the path`;
    // `bootstrap/dist/css/x.css` may be a package's, `partials/nav.css` a folder beside it (review).
    return specifier.includes('/') ? `${beside}, or, if it is a package's, install it in the site's folder (\`npm install ${packageName(specifier)}\`).` : `${beside}.`;
  }
  if (MARKDOWN_ONLY_COMPONENTS.includes(specifier)) {
    return `Folio has \`${specifier}\` as a tag in markdown (.md and .mdx files), not as a module for a React page: move that part into a markdown page or partial, or write it as JSX. A React page may import ${Object.keys(DOCUSAURUS_PAGE_MODULES).join(', ')}.`;
  }
  if (specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/')) {
    return `\`${specifier}\` is a Docusaurus module Folio does not have (it has ${Object.keys(DOCUSAURUS_PAGE_MODULES).join(', ')}): links, site data and hooks come from 'folio/client' (Link, useSiteData, useColorMode, …) and theme components from 'folio/theme'.`;
  }
  if (specifier.startsWith('@site/')) return `Check the path: \`@site/\` paths start from the site's folder (the one with the config file).`;
  // `import fs from 'fs'` in a page: no package to install, the browser has no Node (bad-input audit).
  if (isBuiltin(specifier) && (specifier.startsWith('node:') || !BROWSER_PACKAGES.has(specifier.split('/')[0]!))) {
    return `\`${specifier}\` is a Node.js module, which pages and components cannot use: they run in the browser too. Read the file in a plugin (its loadContent) and hand the data on, or, for JSON, import the file itself (\`import data from './data.json'\`).`;
  }
  const install = `Install it in the site's folder (\`npm install ${packageName(specifier)}\`), or check the spelling of the import.`;
  const alias = aliasPrefix(specifier);
  // A scope some package of the site is installed under (`@acme/widgets` beside `@acme/ui`) is npm's.
  if (!alias || (alias.startsWith('@') && importer !== undefined && installedScope(alias, importer))) return install;
  const mapped = importer ? mappedPaths(specifier, importer) : undefined;
  if (mapped) return `${mapped.file} maps \`${mapped.pattern}\` to ${mapped.targets.map((target) => `\`${target}\``).join(', ')}, where no file is found for this import: check the path there (relative to its \`baseUrl\`), or the file's name.`;
  // `@components/Button`, `~/lib/x`: Docusaurus sites alias folders in a plugin's webpack config,
  // which Folio does not run; the bundler reads tsconfig paths instead (BYO audits).
  const folder = alias.replace(/^[@~#]/, '') || 'src';
  // `~/…` and `#…` are no package names to install.
  const first = alias.startsWith('@') ? install : 'Check the spelling of the import.';
  return `${first} If \`${alias}/\` is a path alias (set by a Docusaurus plugin's webpack \`resolve.alias\`), give it to Folio as \`paths\` in a tsconfig.json in the site's folder, e.g. \`"compilerOptions": { "baseUrl": ".", "paths": { "${alias}/*": ["src/${folder === 'src' ? '' : `${folder}/`}*"] } }\`, or import the file by its \`@site/\` path.`;
}

/**
 * The `paths` entry the tsconfig esbuild reads for `importer` (the nearest, or one it extends)
 * has for `specifier` (`@comp/*` for `@comp/Shout`), with what it maps the import to: the alias
 * exists, so the fix is its target, not adding it. Undefined when none matches.
 */
function mappedPaths(specifier: string, importer: string): { file: string; pattern: string; targets: string[] } | undefined {
  const config = nearestTsconfig(path.dirname(path.resolve(importer)));
  const found = config === undefined ? undefined : tsconfigPaths(config);
  if (!found) return undefined;
  for (const [pattern, targets] of Object.entries(found.paths)) {
    const prefix = pattern.replace(/\*$/, '');
    if (pattern.endsWith('*') ? specifier.startsWith(prefix) : specifier === pattern) {
      const rest = pattern.endsWith('*') ? specifier.slice(prefix.length) : '';
      return { file: messageFile(found.file), pattern, targets: targets.map((target) => target.replace('*', rest)) };
    }
  }
  return undefined;
}

/**
 * Node's modules that npm also has as browser packages of the same name (`buffer`, `events`):
 * for those, installing the package is the fix.
 */
const BROWSER_PACKAGES = new Set(['assert', 'buffer', 'events', 'path', 'process', 'punycode', 'querystring', 'string_decoder', 'url', 'util']);

/** Whether a `node_modules/@scope` folder is above `importer`: the scope is a package scope. */
function installedScope(scope: string, importer: string): boolean {
  for (let dir = path.dirname(path.resolve(importer)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', scope))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * The first segment of an import that may be a folder alias rather than a package: a scope
 * (`@components`) or a `~`/`#` prefix, with a path below it. Undefined for a plain package name.
 */
function aliasPrefix(specifier: string): string | undefined {
  const match = /^([@~#][\w.-]*)\/./.exec(specifier);
  return match?.[1];
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
