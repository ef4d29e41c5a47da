// A route whose React render threw: what the build needs to say about it in one message (the
// page, the error, the component that threw, the navbar item whose component it was), kept as
// plain data so a render thread can hand it to the main thread, which knows the route's source.
import { readFileSync } from 'node:fs';
import type { SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath, type Diagnostic, type Place } from '../errors.js';
import { lineOfValue } from '../content/lineOfValue.js';
import { sourceMapOf } from '../bundle/serverBundleFiles.js';
import { sourcePlace } from '../bundle/sourcePlace.js';
import { parseSiteComponentName } from '../../shared/siteComponents.js';
import { esmImports } from '../markdown/mdxSyntax.js';
import { mapOutsideCode } from '../markdown/sourceSegments.js';

export interface RenderFailureInfo {
  path: string;
  kind: string;
  message: string;
  /** The component function that threw, read from the stack (`undefined` when none is named). */
  component?: string;
  /** Where that component threw, or else where it is defined (relative to the working folder, as problems name files), when the server bundle tells. */
  componentAt?: Place;
  /** The navbar item being rendered, when a site's own item component threw (see theme SiteItem). */
  configItem?: unknown;
  /** The site component (src/shared/siteComponents.ts) markdown renders and its module does not export. */
  missingExport?: string;
}

export class RenderFailure extends Error {
  constructor(
    readonly info: RenderFailureInfo,
    options?: { cause?: unknown },
  ) {
    super(`Rendering ${info.path} (kind "${info.kind}") failed: ${info.message}`, options);
    this.name = 'RenderFailure';
  }
}

/** Pure but for reading the server bundle's map and sources: what is known of `error`, thrown while rendering `page`. */
export function describeRenderFailure(page: { path: string; kind: string }, error: unknown): RenderFailureInfo {
  const message = error instanceof Error ? error.message : String(error);
  const configItem = error instanceof Error ? (error as Error & { folioConfigItem?: unknown }).folioConfigItem : undefined;
  const missingExport = error instanceof Error ? (error as Error & { folioMissingExport?: string }).folioMissingExport : undefined;
  if (missingExport !== undefined) return { path: page.path, kind: page.kind, message, missingExport };
  const frame = throwingComponent(error);
  return { path: page.path, kind: page.kind, message, component: frame?.name, componentAt: frame && (sourceLine(frame) ?? componentDefinition(frame)), configItem };
}

export interface ComponentFrame {
  /** The component's name; undefined for an unnamed default export (`export default function () {}`). */
  name?: string;
  /** The file the frame runs in (the server bundle) and its 1-based line and column there. */
  file: string;
  line: number;
  column: number;
}

/**
 * Capitalised names V8 puts before a function's own that are no component's (`Object.Boom`).
 * JavaScript's built-ins (`Date.toISOString`, `JSON.parse`) run in no file and are skipped before.
 */
const RECEIVERS = new Set(['Object', 'Array', 'Function', 'Module', 'Promise', 'Map', 'Set']);
/**
 * The browser's classes, which React's development build calls handlers through
 * (`HTMLUnknownElement.callCallback`): no component of the site's.
 */
const BROWSER_CLASSES = /^(?:HTML\w*Element|SVG\w*Element|Element|Node|EventTarget|Window|Document)$/;

/**
 * The component a frame runs: `Boom`, `Object.Boom`, `new Boom` → Boom; a class component's
 * method, `Boom.render` → Boom; esbuild's name for an unnamed default export, `crash_page_default`
 * → a component without a name; undefined for anything else (a helper named in lower case).
 */
function componentOf(callee: string): { name?: string } | undefined {
  const parts = callee.split('.');
  const own = parts.pop()!;
  const receiver = parts.pop();
  if (receiver && BROWSER_CLASSES.test(receiver)) return undefined;
  if (/^[A-Z]/.test(own)) return { name: own };
  if (receiver && /^[A-Z]/.test(receiver) && !RECEIVERS.has(receiver)) return { name: receiver };
  if (/^[a-z\d_$]+_default$/.test(own)) return {};
  return undefined;
}

/**
 * The first frame on the stack that runs a component, above React's own frames:
 * `at WindowPage (…/ssr-….cjs:12:5)` → "WindowPage" at line 12, column 5 of that file.
 */
function throwingComponent(error: unknown): ComponentFrame | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack ? componentFrameIn(stack) : undefined;
}

/** The first frame of a V8 stack (Node's or Chromium's) that runs a component (see throwingComponent). */
export function componentFrameIn(stack: string): ComponentFrame | undefined {
  for (const line of stack.split('\n').slice(1)) {
    const frame = /^\s*at (?:new )?([A-Za-z_$][\w$.]*) \((.*?)(?::(\d+):(\d+))?\)$/.exec(line);
    if (!frame) continue;
    // React's renderer is where components are called from: past it, nothing is the site's.
    if (/[\\/]react-dom[\\/]/.test(frame[2]!)) return undefined;
    // JavaScript's own code (`new DateTimeFormat`, `Date.toISOString`) runs in no file.
    if (frame[2] === '<anonymous>' || frame[2]!.startsWith('node:')) continue;
    const component = componentOf(frame[1]!);
    if (component) return { ...component, file: frame[2]!, line: Number(frame[3] ?? 0), column: Number(frame[4] ?? 0) };
  }
  return undefined;
}

/** A frame's file as a path (stacks of ES modules name them by file: URL). */
function framePath(frame: ComponentFrame): string {
  return frame.file.startsWith('file:') ? fileURLToPath(frame.file) : frame.file;
}

/**
 * Where in the site's or the theme's sources the frame's component was when it threw, from the
 * source map beside the server bundle (serverBundleFiles.ts): the line of the `throw`, or of the
 * expression that failed. Undefined without a map, or when the line is in a package.
 */
function sourceLine(frame: ComponentFrame): Place | undefined {
  try {
    const bundle = framePath(frame);
    return sourcePlace(JSON.parse(readFileSync(sourceMapOf(bundle), 'utf8')) as SourceMapPayload, path.dirname(bundle), frame.line, frame.column);
  } catch {
    return undefined;
  }
}

/**
 * Where the component of `frame` is defined in the site's or the theme's sources, when the server
 * bundle has no map (sourceLine). The bundle is not minified, and esbuild starts each module in
 * it with a `// theme/Footer/Footer.tsx` comment (the path from the working folder): the nearest
 * one above the frame's line names the module, and the module's `function Name` / `const Name =`
 * (or its `export default`) its line.
 */
function componentDefinition(frame: ComponentFrame): Place | undefined {
  try {
    const bundle = readFileSync(framePath(frame), 'utf8').split('\n');
    let file: string | undefined;
    for (let index = Math.min(frame.line, bundle.length) - 1; index >= 0 && file === undefined; index--) {
      file = /^\/\/ ((?!.*node_modules).+\.[cm]?[jt]sx?)$/.exec(bundle[index]!)?.[1];
    }
    if (file === undefined) return undefined;
    const abs = path.resolve(file);
    const lines = readFileSync(abs, 'utf8').split('\n');
    const definition = frame.name
      ? new RegExp(`\\b(?:function\\s+${frame.name}\\b|(?:const|let|var)\\s+${frame.name}\\s*[=:]|class\\s+${frame.name}\\b)`)
      : /\bexport\s+default\b/;
    const line = lines.findIndex((text) => definition.test(text)) + 1;
    return { file: displayPath(abs), line: line || undefined };
  } catch {
    return undefined;
  }
}

/** Browser globals a component may touch while rendering, which do not exist during the build. */
const BROWSER_ONLY = /\b(window|document|localStorage|sessionStorage|navigator|location|self|HTMLElement|matchMedia) is not defined\b/;

/**
 * Pure: the build's one message for a failed render. `source` is the route's source file; a
 * navbar item's failure is the site config's, at the line of the item's type.
 */
export function renderFailureDiagnostic(info: RenderFailureInfo, where: { source?: string; config: { file: string; source?: string } }): Diagnostic {
  const component = info.component ? ` (in component ${info.component})` : '';
  const browserOnly = BROWSER_ONLY.test(info.message)
    ? 'Browser-only code ran while the page was rendered to HTML at build time: read `window`, `document` and the like in a `useEffect` or an event handler, not while rendering. '
    : '';
  if (info.configItem !== undefined) {
    const type = (info.configItem as { type?: unknown }).type;
    const place: Place = { file: where.config.file, line: typeof type === 'string' ? lineOfValue(where.config.source, type) : undefined };
    return {
      plugin: 'render',
      where: place,
      what: `A theme navbar item failed to render on ${info.path}: ${info.message}${component}. Its configuration (themeConfig.navbar.items): ${JSON.stringify(info.configItem)}`,
      fix: `${browserOnly}Fix the component registered for this item's type (themeComponents in the site config), or change the item.`,
    };
  }
  if (info.missingExport !== undefined && where.source !== undefined) {
    // A name the site's MDXComponents registers (`default.Pill`) is no import of the page's.
    const registered = parseSiteComponentName(info.missingExport)?.exported.includes('.') === true;
    return {
      plugin: 'render',
      where: { file: where.source, line: importLine(where.source, info.missingExport) },
      what: `${info.message}; the page ${info.path} ${registered ? 'uses it' : 'imports it'}`,
      fix: registered ? 'Register a component under that name in the object your MDXComponents file exports, or remove the tag.' : 'Import a name that file exports, or export this one from it.',
    };
  }
  // At the component that threw when its file is known (a theme component that fails on one page
  // is not that page's fault), else at the page's source.
  const source = where.source && info.componentAt && where.source !== info.componentAt.file ? ` (${where.source})` : '';
  return {
    plugin: 'render',
    where: info.componentAt ?? { file: where.source ?? `(page ${info.path})` },
    what: `Rendering ${info.path}${source} failed: ${info.message}${component}`,
    fix: browserOnly || `Fix the error in ${info.component ?? 'the component that renders this page'}.`,
  };
}

/**
 * The line of the page's import of a site component by its exported name (`import { Nope } from
 * './Badge'`, on one line or several, outside code); undefined for a default import (the file
 * names none), a name the site's MDXComponents registers (no import at all), or a file that
 * cannot be read.
 */
function importLine(sourceFile: string, component: string): number | undefined {
  const exported = parseSiteComponentName(component)?.exported;
  if (exported === undefined || exported.includes('.') || exported === 'default') return undefined;
  let text: string;
  try {
    text = readFileSync(sourceFile, 'utf8');
  } catch {
    return undefined;
  }
  let line: number | undefined;
  mapOutsideCode(text, (chunk, startLine) => {
    line ??= esmImports(chunk, startLine).find((imported) => !imported.isDefault && imported.imported === exported)?.line;
    return chunk;
  });
  return line;
}

/**
 * The problem of a module of the server bundle that threw while the bundle loaded, before any
 * page rendered (top-level code of a page's own module or of a component file): at the source
 * line of the first frame in the bundle, when its map tells.
 */
export function moduleLoadFailure(error: unknown, bundle: string): Diagnostic {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  let place: Place | undefined;
  for (const line of stack.split('\n').slice(1)) {
    const frame = /\((.*?):(\d+):(\d+)\)$/.exec(line) ?? /at (.*?):(\d+):(\d+)$/.exec(line);
    const inBundle = frame && { file: frame[1]!, line: Number(frame[2]), column: Number(frame[3]) };
    if (!inBundle || path.resolve(framePath(inBundle)) !== path.resolve(bundle)) continue;
    place = sourceLine(inBundle);
    if (place) break;
  }
  const browserOnly = BROWSER_ONLY.test(message);
  // React's dispatcher is null outside a render: `useState(…)` at a module's top level (bad-input audit: React's own words only).
  const hookOutside = /reading 'use[A-Z]\w*'|Invalid hook call/.test(message);
  return {
    plugin: 'render',
    where: place ?? { file: displayPath(bundle) },
    what: `This module threw while the pages' code loaded for rendering, before any page rendered: ${message}${hookOutside ? ' (a hook was called outside a component)' : ''}`,
    fix: browserOnly
      ? 'Browser-only code ran at the top level of a module: the build runs every module once to render pages to HTML, where `window` and `document` do not exist. Read them in a function (a `useEffect`, an event handler) instead.'
      : hookOutside
        ? "Call hooks (useState, useDocusaurusContext, useBaseUrl …) only inside a component's function body, never at a module's top level."
        : "Fix the code at that line: a module's top-level code runs when the build loads it, once for every page.",
  };
}
