// A route whose React render threw: what the build needs to say about it in one message (the
// page, the error, the component that threw, the navbar item whose component it was), kept as
// plain data so a render thread can hand it to the main thread, which knows the route's source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath, type Diagnostic, type Place } from '../errors.js';
import { lineOfValue } from '../content/lineOfValue.js';

export interface RenderFailureInfo {
  path: string;
  kind: string;
  message: string;
  /** The component function that threw, read from the stack (`undefined` when none is named). */
  component?: string;
  /** Where that component is defined (relative to the working folder, as problems name files), when the server bundle tells. */
  componentAt?: Place;
  /** The navbar item being rendered, when a site's own item component threw (see theme SiteItem). */
  configItem?: unknown;
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

/** Pure: what is known of `error`, thrown while rendering `page`. */
export function describeRenderFailure(page: { path: string; kind: string }, error: unknown): RenderFailureInfo {
  const message = error instanceof Error ? error.message : String(error);
  const configItem = error instanceof Error ? (error as Error & { folioConfigItem?: unknown }).folioConfigItem : undefined;
  const frame = throwingComponent(error);
  return { path: page.path, kind: page.kind, message, component: frame?.name, componentAt: frame && componentDefinition(frame), configItem };
}

interface ComponentFrame {
  name: string;
  /** The file the frame runs in (the server bundle) and its 1-based line there. */
  file: string;
  line: number;
}

/**
 * The first function on the stack named like a component (capitalised), above React's own frames:
 * `at WindowPage (…/ssr-….cjs:12:5)` → "WindowPage" at line 12 of that file.
 */
function throwingComponent(error: unknown): ComponentFrame | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  for (const line of stack.split('\n').slice(1)) {
    const frame = /^\s*at (?:new )?([A-Za-z_$][\w$.]*) \((.*?)(?::(\d+):\d+)?\)$/.exec(line);
    if (!frame) continue;
    // React's renderer is where components are called from: past it, nothing is the site's.
    if (/[\\/]react-dom[\\/]/.test(frame[2]!)) return undefined;
    const name = frame[1]!.split('.').pop()!;
    if (/^[A-Z]/.test(name)) return { name, file: frame[2]!, line: Number(frame[3] ?? 0) };
  }
  return undefined;
}

/**
 * Where the component of `frame` is defined in the site's or the theme's sources. The server
 * bundle is not minified, and esbuild starts each module in it with a `// theme/Footer/Footer.tsx`
 * comment (the path from the working folder): the nearest one above the frame's line names the
 * module, and the module's `function Name` / `const Name =` its line. Read only when a render has
 * failed, so no source map is made or loaded on the way of a build that works.
 */
function componentDefinition(frame: ComponentFrame): Place | undefined {
  try {
    const bundle = readFileSync(frame.file.startsWith('file:') ? fileURLToPath(frame.file) : frame.file, 'utf8').split('\n');
    let file: string | undefined;
    for (let index = Math.min(frame.line, bundle.length) - 1; index >= 0 && file === undefined; index--) {
      file = /^\/\/ ((?!.*node_modules).+\.[cm]?[jt]sx?)$/.exec(bundle[index]!)?.[1];
    }
    if (file === undefined) return undefined;
    const abs = path.resolve(file);
    const lines = readFileSync(abs, 'utf8').split('\n');
    const definition = new RegExp(`\\b(?:function\\s+${frame.name}\\b|(?:const|let|var)\\s+${frame.name}\\s*[=:]|class\\s+${frame.name}\\b)`);
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
