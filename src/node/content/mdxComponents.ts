// A Docusaurus site registers components every MDX file may use without importing them in its
// own `src/theme/MDXComponents.js` (`export default { ...MDXComponents, Badge }`). Folio reads
// the names that file adds, so their tags render the site's components (see
// src/node/markdown/siteComponents.ts), as in Docusaurus; the file itself is bundled like any
// module a page imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser, type Node } from 'acorn';
import { esbuild } from '../bundle/esbuild.js';
import { BuildError, type Diagnostic } from '../errors.js';
import { BUILTIN_COMPONENTS } from '../markdown/componentTags.js';
import type { SiteMdxComponents } from '../markdown/siteComponents.js';

export type { SiteMdxComponents };

// As Docusaurus resolves a swizzled component: the file, or a folder's index (an ejected one).
const CANDIDATES = ['src/theme/MDXComponents', 'src/theme/MDXComponents/index'].flatMap((base) => ['tsx', 'ts', 'jsx', 'js'].map((ext) => `${base}.${ext}`));

/** The modules whose default export is the theme's own map, which a site's file spreads first. */
const THEME_MAPS = new Set(['@theme-original/MDXComponents', '@theme/MDXComponents']);

/** The HTML elements markdown makes, whose key in MDXComponents would replace how they are drawn (not `admonition`, `mermaid` or `wrapper`, Docusaurus's own keys). */
const HTML_ELEMENTS = new Set(['a', 'blockquote', 'code', 'del', 'details', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'img', 'input', 'li', 'ol', 'p', 'pre', 'strong', 'summary', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul']);

/**
 * The site's `src/theme/MDXComponents.*` and the component names it adds (undefined without
 * one), with warnings: a name of Folio's own markdown components, which stays Folio's, and a
 * spread whose names cannot be read without running the file.
 */
export function readSiteMdxComponents(siteDir: string): { components?: SiteMdxComponents; warnings: Diagnostic[] } {
  for (const module of CANDIDATES) {
    let source: string;
    try {
      source = readFileSync(path.join(siteDir, module), 'utf8');
    } catch {
      continue;
    }
    let read: MdxComponentNames;
    try {
      // JSX and TypeScript stripped first: the parser reads plain JavaScript.
      const { code } = esbuild().transformSync(source, { loader: module.endsWith('.ts') ? 'ts' : module.endsWith('.tsx') ? 'tsx' : 'jsx' });
      read = mdxComponentNames(code);
    } catch (error) {
      const location = (error as { errors?: { location?: { line?: number } }[] }).errors?.[0]?.location;
      throw new BuildError([
        {
          what: `Cannot read the components ${module} adds to MDX: ${(error as Error).message.split('\n')[0]}`,
          where: { file: module, line: location?.line },
          fix: 'make it export its components as an object, as Docusaurus expects (export default { ...MDXComponents, Badge })',
          plugin: 'markdown',
        },
      ]);
    }
    const lineOf = (text: string) => {
      const index = source.indexOf(text);
      return index < 0 ? undefined : source.slice(0, index).split('\n').length;
    };
    /**
     * The line of an object key (`pre: Pre`, `'pre': Pre`, or `Details,` written alone), not of a
     * longer one ending in it (`Idea:`), looked for from the exported object on (not at the imports).
     */
    const keyLine = (key: string) => {
      const pattern = new RegExp(`(?<![\\w$'"])['"]?${key}['"]?\\s*(?::|,|\\n|\\})`);
      // The object may be a constant declared above the export: then anywhere but an import.
      for (const from of [Math.max(0, source.search(/export\s+default|module\.exports/)), 0]) {
        const index = source.slice(from).search(pattern);
        if (index >= 0 && !/^\s*import\b/.test(source.slice(source.lastIndexOf('\n', from + index) + 1))) return source.slice(0, from + index).split('\n').length;
      }
      return undefined;
    };
    const warnings: Diagnostic[] = [
      ...read.names.filter((name) => BUILTIN_COMPONENTS.includes(name)).map((name) => ({
        what: `${module} registers <${name}>, the name of one of Folio's own markdown components: its tags are Folio's <${name}>, not yours`,
        where: { file: module, line: keyLine(name) ?? lineOf(name) },
        fix: 'register your component under another name and write that tag',
        plugin: 'markdown',
      })),
      ...(read.exportsObject
        ? []
        : [
            {
              what: `${module} exports no object of components that Folio can read: markdown knows none of its names`,
              where: { file: module },
              fix: 'export the components as an object literal, as Docusaurus expects (export default { ...MDXComponents, Badge }), or as a constant holding one',
              plugin: 'markdown',
            },
          ]),
      // `pre: Pre` makes every code block the site's component in Docusaurus; Folio draws the
      // elements of markdown with its theme, and the override was dropped without a word.
      ...read.elements.map((element) => ({
        what: `${module} replaces the <${element}> element of markdown with its own component, which Folio does not do: markdown's <${element}> elements are drawn by Folio's theme`,
        where: { file: module, line: keyLine(element) },
        fix: `style <${element}> with CSS, or write the component as a tag where it is wanted; remove \`${element}\` from the object to silence this`,
        plugin: 'markdown',
      })),
      ...read.unreadSpreads.map((spread) => ({
        what: `${module} spreads ${spread} into its components, whose names Folio cannot read without running the file: markdown does not know them`,
        where: { file: module, line: lineOf(spread) },
        fix: 'write each component in the exported object itself (export default { ...MDXComponents, Badge, Pill })',
        plugin: 'markdown',
      })),
    ];
    return { components: { module, names: read.names.filter((name) => !BUILTIN_COMPONENTS.includes(name)) }, warnings };
  }
  return { warnings: [] };
}

type Estree = Node & Record<string, any>;

export interface MdxComponentNames {
  /** Capitalised keys of the default export. */
  names: string[];
  /** Keys naming an HTML element markdown makes, given a component of the site's (`pre: Pre`), which Folio does not use. */
  elements: string[];
  /** Spreads whose keys are unknown without running the code (`...extras`), as written. */
  unreadSpreads: string[];
  /** Whether the default export is an object literal, or a constant holding one (CommonJS, a function call … are not). */
  exportsObject: boolean;
}

/**
 * Pure: the capitalised keys of the object a module's code exports by default, directly or
 * through a constant (`const components = {…}; export default components;`), and of the local
 * objects it spreads in; the theme's own map (`...MDXComponents`) adds none. Lowercase keys (`a`,
 * `img`) replace HTML elements, which Folio's theme draws itself: listed apart, to warn about.
 */
export function mdxComponentNames(code: string): MdxComponentNames {
  const program = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as Estree;
  const body = program.body as Estree[];
  const themeMaps = new Set(
    body
      .filter((node) => node.type === 'ImportDeclaration' && THEME_MAPS.has(node.source.value))
      .flatMap((node) => (node.specifiers as Estree[]).map((specifier) => specifier.local.name as string)),
  );
  // Names imported from the theme (`import Code from '@theme/MDXComponents/Code'`): an element
  // given one of those is drawn as Folio's theme draws it anyway.
  const fromTheme = new Set(
    body
      .filter((node) => node.type === 'ImportDeclaration' && /^@theme(?:-original)?\//.test(String(node.source.value)))
      .flatMap((node) => (node.specifiers as Estree[]).map((specifier) => specifier.local.name as string)),
  );
  // What a copy of Docusaurus's own file gives an element: a theme component, or a function
  // drawing one (`h1: (props) => <Heading as="h1" {...props} />`).
  const themeNames = [...fromTheme, ...themeMaps];
  const mentionsTheme = (value: Estree) => {
    const text = code.slice(value.start as number, value.end as number);
    return themeNames.some((name) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text));
  };
  const isThemeValue = (value: Estree | undefined) =>
    (value?.type === 'Identifier' && (fromTheme.has(value.name) || themeMaps.has(value.name))) ||
    (value?.type === 'MemberExpression' && value.object.type === 'Identifier' && themeMaps.has(value.object.name)) ||
    ((value?.type === 'ArrowFunctionExpression' || value?.type === 'FunctionExpression') && mentionsTheme(value));
  const declared = (name: string) =>
    body
      .filter((node) => node.type === 'VariableDeclaration')
      .flatMap((node) => node.declarations as Estree[])
      .find((d) => d.id?.type === 'Identifier' && d.id.name === name)?.init as Estree | undefined;
  // `export default …`, or `export { components as default }`.
  const exportedName = body
    .filter((node) => node.type === 'ExportNamedDeclaration')
    .flatMap((node) => (node.specifiers ?? []) as Estree[])
    .find((specifier) => (specifier.exported?.name ?? specifier.exported?.value) === 'default')?.local as Estree | undefined;
  const exported = (body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration as Estree | undefined) ?? exportedName;
  const object = exported?.type === 'Identifier' ? declared(exported.name) : exported;
  const result: MdxComponentNames = { names: [], elements: [], unreadSpreads: [], exportsObject: object?.type === 'ObjectExpression' };
  const visit = (node: Estree | undefined, seen: Set<string>) => {
    if (node?.type !== 'ObjectExpression') return;
    for (const property of node.properties as Estree[]) {
      if (property.type === 'Property' && !property.computed) {
        const name = (property.key.type === 'Identifier' ? property.key.name : String(property.key.value)) as string;
        if (/^[A-Z]/.test(name) && !result.names.includes(name)) result.names.push(name);
        else if (HTML_ELEMENTS.has(name) && !isThemeValue(property.value as Estree) && !result.elements.includes(name)) result.elements.push(name);
      } else if (property.type === 'SpreadElement') {
        const argument = property.argument as Estree;
        if (argument.type === 'Identifier' && themeMaps.has(argument.name)) continue;
        const local = argument.type === 'Identifier' && !seen.has(argument.name) ? declared(argument.name) : undefined;
        if (local?.type === 'ObjectExpression') visit(local, new Set([...seen, argument.name]));
        else result.unreadSpreads.push(argument.type === 'Identifier' ? `...${argument.name}` : '...');
      }
    }
  };
  visit(object, new Set());
  return result;
}
