// An SVG file an `.mdx` file imports as a component (`import Logo from './logo.svg'`, then
// `<Logo className="hero-logo" />`), as Docusaurus's SVGR makes it: the tag becomes the SVG's
// own markup, drawn inline, with the props written on the tag as its root's attributes. Folio
// runs no MDX code, but the file's markup is known when the page compiles.
import { readFileSync, statSync } from 'node:fs';
import type { Element, ElementContent } from 'hast';
import { raw } from 'hast-util-raw';
import { find, svg as svgSchema } from 'property-information';
import type { CompileState } from './compileState.js';
import { importedFile } from './importPath.js';

/**
 * Records the SVG an import names when it is one that exists (read now, its modification time
 * kept so a cached page is compiled again when it changes); false when the import is no SVG file.
 */
export function addSvgImport(name: string, specifier: string, state: CompileState): boolean {
  if (!/\.svg$/i.test(specifier)) return false;
  const file = importedFile(specifier, state.input);
  const stat = file === undefined ? undefined : statSync(file, { throwIfNoEntry: false });
  if (!file || !stat?.isFile()) return false;
  (state.svgImports ??= new Map()).set(name, readFileSync(file, 'utf8'));
  (state.staticFiles ??= {})[file] = stat.mtimeMs;
  return true;
}

/**
 * The `<svg>` element of an SVG file's markup, parsed as a browser parses it in a page (an XML
 * prolog and comments around it are dropped); undefined when it holds none. The bundles' SVG
 * imports read their root's attributes from it too (src/node/bundle/svgMarkup.ts).
 */
export function parseSvg(markup: string): Element | undefined {
  const root = raw({ type: 'root', children: [{ type: 'raw', value: markup }] });
  return (root.type === 'root' ? root.children : []).find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
}

/** The `<svg>` element of `markup` with `props` (as JSX writes them) on it; undefined when it holds none. */
export function inlineSvg(markup: string, props: Readonly<Record<string, unknown>>): Element | undefined {
  const svg = parseSvg(markup);
  if (!svg) return undefined;
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false || typeof value === 'object') continue;
    if (key === 'className') {
      svg.properties.className = String(value).split(/\s+/).filter(Boolean);
      continue;
    }
    svg.properties[find(svgSchema, key).property] = value === true ? true : String(value);
  }
  // Comments and the whitespace between elements add nothing to a drawing.
  svg.children = svg.children.filter((child): child is ElementContent => child.type !== 'comment');
  return svg;
}
