import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mdxComponentNames, readSiteMdxComponents } from '../../../../src/node/content/mdxComponents.js';
import { BuildError } from '../../../../src/node/errors.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { markdownInput } from '../markdown/helpers.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-mdx-components-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("a site's MDXComponents", () => {
  it('adds the capitalised keys of its default export, directly, through a constant or a local object it spreads, not the theme map or HTML elements', () => {
    expect(mdxComponentNames("import M from '@theme-original/MDXComponents';\nexport default { ...M, Badge, 'Pill': X, a: Link, [computed]: Y };")).toEqual({ names: ['Badge', 'Pill'], elements: ['a'], unreadSpreads: [], exportsObject: true });
    expect(mdxComponentNames('const components = { Card, Grid: Columns };\nexport default components;').names).toEqual(['Card', 'Grid']);
    expect(mdxComponentNames('const components = { Card };\nexport { components as default };').names).toEqual(['Card']);
    expect(mdxComponentNames('const extra = { Extra: Other };\nexport default { ...extra, ...imported, Glob };')).toEqual({ names: ['Extra', 'Glob'], elements: [], unreadSpreads: ['...imported'], exportsObject: true });
    expect(mdxComponentNames('module.exports = { Badge };')).toEqual({ names: [], elements: [], unreadSpreads: [], exportsObject: false });
  });

  it('is read from src/theme/MDXComponents with JSX in it; a site without one has none', () => {
    expect(readSiteMdxComponents(site)).toEqual({ warnings: [] });
    mkdirSync(path.join(site, 'src/theme'), { recursive: true });
    writeFileSync(path.join(site, 'src/theme/MDXComponents.js'), "import MDXComponents from '@theme-original/MDXComponents';\nexport default {\n  ...MDXComponents,\n  Whisper: ({ children }) => <small>{children}</small>,\n};\n");
    expect(readSiteMdxComponents(site)).toEqual({ components: { module: 'src/theme/MDXComponents.js', names: ['Whisper'] }, warnings: [] });
  });

  it("warns at their lines of a name of Folio's own components, which stays Folio's, and of a spread it cannot read", () => {
    writeFileSync(path.join(site, 'src/theme/MDXComponents.js'), "import MDXComponents from '@theme-original/MDXComponents';\nimport more from './more';\nexport default {\n  ...MDXComponents,\n  ...more,\n  Highlight: () => null,\n  Whisper: () => null,\n};\n");
    const { components, warnings } = readSiteMdxComponents(site);
    expect(components).toEqual({ module: 'src/theme/MDXComponents.js', names: ['Whisper'] });
    expect(warnings).toEqual([
      expect.objectContaining({ where: { file: 'src/theme/MDXComponents.js', line: 6 }, what: expect.stringContaining("registers <Highlight>, the name of one of Folio's own markdown components") }),
      expect.objectContaining({ where: { file: 'src/theme/MDXComponents.js', line: 5 }, what: expect.stringContaining('spreads ...more into its components') }),
    ]);
  });

  it('warns at its line of an HTML element it replaces, which Folio does not (BYO audit: React Navigation\u2019s pre: Pre dropped without a word)', () => {
    writeFileSync(path.join(site, 'src/theme/MDXComponents.js'), "import MDXComponents from '@theme-original/MDXComponents';\nimport Pre from '@site/src/components/Pre';\nexport default {\n  ...MDXComponents,\n  Whisper: () => null,\n  pre: Pre,\n};\n");
    const { components, warnings } = readSiteMdxComponents(site);
    expect(components).toEqual({ module: 'src/theme/MDXComponents.js', names: ['Whisper'] });
    expect(warnings).toEqual([
      {
        what: "src/theme/MDXComponents.js replaces the <pre> element of markdown with its own component, which Folio does not do: markdown's <pre> elements are drawn by Folio's theme",
        where: { file: 'src/theme/MDXComponents.js', line: 6 },
        fix: 'style <pre> with CSS, or write the component as a tag where it is wanted; remove `pre` from the object to silence this',
        plugin: 'markdown',
      },
    ]);
  });

  it("does not warn of elements given the theme's own components, or of Docusaurus's keys that are no elements (review)", () => {
    const code = [
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import MDXCode from '@theme/MDXComponents/Code';",
      "import Admonition from '@theme/Admonition';",
      'export default { ...MDXComponents, code: MDXCode, a: MDXComponents.a, admonition: Admonition, mermaid: Diagram, wrapper: Wrap, Idea: Bulb, pre: Pre };',
    ].join('\n');
    expect(mdxComponentNames(code)).toMatchObject({ names: ['Idea'], elements: ['pre'] });
    writeFileSync(path.join(site, 'src/theme/MDXComponents.js'), "import Pre from '@site/src/components/Pre';\nexport default {\n  Idea: () => null,\n  pre: Pre,\n};\n");
    expect(readSiteMdxComponents(site).warnings.map((warning) => warning.where?.line)).toEqual([4]);
    // Registered in shorthand, Folio's own name is placed at its key, not at its import (verification audit).
    writeFileSync(path.join(site, 'src/theme/MDXComponents.js'), "import MDXComponents from '@theme-original/MDXComponents';\nimport Heading from '@theme/Heading';\nimport Details from '@site/src/components/Details';\nimport MyH3 from '@site/src/components/MyH3';\nexport default {\n  ...MDXComponents,\n  Details,\n  h1: (props) => <Heading as=\"h1\" {...props} />,\n  h2: (props) => <MDXComponents.h2 {...props} />,\n  h3: MyH3,\n};\n");
    // A heading the theme draws is none to warn of; the site's own heading component is (review).
    expect(readSiteMdxComponents(site).warnings.map((warning) => [warning.where?.line, warning.what.slice(0, 70)])).toEqual([
      [7, expect.stringContaining('registers <Details>')],
      [10, expect.stringContaining('replaces the <h3> element')],
    ]);
  });

  it('that does not parse stops the build at its line', () => {
    writeFileSync(path.join(site, 'src/theme/MDXComponents.js'), 'export default {\n  Whisper: (\n};\n');
    const error = (() => {
      try {
        readSiteMdxComponents(site);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({ where: { file: 'src/theme/MDXComponents.js', line: 3 }, what: expect.stringContaining('Cannot read the components src/theme/MDXComponents.js adds to MDX') });
  });

  it('renders its components in MDX unimported, and a file importing the same name gets its own', () => {
    const compiler = createMarkdownCompiler({ mdxComponents: { module: 'src/theme/MDXComponents.js', names: ['Whisper', 'Tabs'] } });
    const input = { file: 'docs/a.mdx', absFile: path.join(site, 'docs/a.mdx'), siteDir: site, isMdx: true };
    const output = compiler.compile(markdownInput('Now <Whisper>quietly</Whisper>.\n', input));
    expect(output.body).toEqual([{ t: 'p', c: ['Now ', { t: 'Site:src/theme/MDXComponents.js#default.Whisper', p: {}, c: ['quietly'] }, '.'] }]);
    expect(output.features).toEqual(['Site:src/theme/MDXComponents.js']);
    // Read as CommonMark, a .md file runs no components of the site's: the tag is an unknown one there.
    expect(() => compiler.compile(markdownInput('<Whisper>quietly</Whisper>\n', { ...input, file: 'docs/b.md', isMdx: false }))).toThrow(/Unknown component <Whisper>/);
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(path.join(site, 'docs/Whisper.js'), 'export default () => null;\n');
    const own = compiler.compile(markdownInput("import Whisper from './Whisper';\n\n<Whisper />\n", input));
    expect(own.body).toEqual([{ t: 'Site:docs/Whisper.js#default', p: {} }]);
  });
});
