// A Docusaurus site registers components every MDX file may use without importing them in its
// own `src/theme/MDXComponents.js` (`export default { ...MDXComponents, Badge }`). Folio reads
// the names that file adds, so their tags render the site's components (see
// src/node/markdown/siteComponents.ts), as in Docusaurus; the file itself is bundled like any
// module a page imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser, type Node } from 'acorn';
import { esbuild } from '../bundle/esbuild.js';
import { BuildError } from '../errors.js';
import type { SiteMdxComponents } from '../markdown/siteComponents.js';

export type { SiteMdxComponents };


const CANDIDATES = ['tsx', 'ts', 'jsx', 'js'].map((ext) => `src/theme/MDXComponents.${ext}`);

/** The site's `src/theme/MDXComponents.*` and the component names it adds; undefined without one. */
export function readSiteMdxComponents(siteDir: string): SiteMdxComponents | undefined {
  for (const module of CANDIDATES) {
    let source: string;
    try {
      source = readFileSync(path.join(siteDir, module), 'utf8');
    } catch {
      continue;
    }
    try {
      // JSX and TypeScript stripped first: the parser reads plain JavaScript.
      const { code } = esbuild().transformSync(source, { loader: module.endsWith('.ts') ? 'ts' : module.endsWith('.tsx') ? 'tsx' : 'jsx' });
      return { module, names: mdxComponentNames(code) };
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
  }
  return undefined;
}

type Estree = Node & Record<string, any>;

/**
 * Pure: the capitalised keys of the object a module's code exports by default, directly or
 * through a constant (`const components = {…}; export default components;`); spreads (the
 * theme's own components) add none. Lowercase keys (`a`, `img`) replace HTML elements, which
 * Folio's theme draws itself.
 */
export function mdxComponentNames(code: string): string[] {
  const program = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as Estree;
  const body = program.body as Estree[];
  // `export default …`, or `export { components as default }`.
  const exportedName = body
    .filter((node) => node.type === 'ExportNamedDeclaration')
    .flatMap((node) => (node.specifiers ?? []) as Estree[])
    .find((specifier) => (specifier.exported?.name ?? specifier.exported?.value) === 'default')?.local as Estree | undefined;
  const exported = (body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration as Estree | undefined) ?? exportedName;
  let object = exported;
  if (exported?.type === 'Identifier') {
    const declarator = body
      .filter((node) => node.type === 'VariableDeclaration')
      .flatMap((node) => node.declarations as Estree[])
      .find((d) => d.id?.type === 'Identifier' && d.id.name === exported.name);
    object = declarator?.init as Estree | undefined;
  }
  if (object?.type !== 'ObjectExpression') return [];
  return (object.properties as Estree[])
    .filter((property) => property.type === 'Property' && !property.computed)
    .map((property) => (property.key.type === 'Identifier' ? property.key.name : String(property.key.value)) as string)
    .filter((name) => /^[A-Z]/.test(name));
}
