import { describe, expect, it } from 'vitest';
import { esmComponents, esmConstants, mdxModuleSource, stripMdxSyntax } from '../../../../src/node/markdown/mdxSyntax.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { compile, markdownInput, nodesToHtml } from './helpers.js';

describe('stripMdxSyntax', () => {
  it('blanks import/export blocks up to the next blank line, keeping lines', () => {
    const source = "import A from 'a';\nimport {\n  B,\n} from 'b';\n\nexport const x = 1;\n\nText";
    expect(stripMdxSyntax(source)).toBe('\n\n\n\n\n\n\nText');
  });

  it('only strips import/export at the start of a paragraph', () => {
    expect(stripMdxSyntax('Some text\nimport this sentence')).toBe('Some text\nimport this sentence');
  });

  it('removes JSX comments and keeps their lines', () => {
    expect(stripMdxSyntax('a {/* one\ntwo */} b')).toBe('a \n b');
  });

  it('turns the MDX truncate comment into the markdown marker', () => {
    expect(stripMdxSyntax('Intro\n\n{/* truncate */}\n\nRest')).toBe('Intro\n\n<!-- truncate -->\n\nRest');
  });

  it('leaves code blocks alone in a whole compile', () => {
    const output = compile("```js\nimport a from 'a';\n{/* kept */}\n```", { isMdx: true });
    expect(JSON.stringify(output.body)).toContain('kept');
    expect(JSON.stringify(output.body)).toContain('import');
  });
});

describe('components an .mdx file brings itself', () => {
  it('are the capitalised names it imports (default, named, renamed, over several lines) or exports, with their lines', () => {
    const source = "import BrowserWindow from '@site/src/components/BrowserWindow';\nimport {\n  Card,\n  Grid as Columns,\n  helper,\n} from '@site/src/cards';\n\nexport const Note = ({children}) => <div>{children}</div>;\n\nText";
    expect(esmComponents(source, 5)).toEqual([
      { name: 'BrowserWindow', from: '@site/src/components/BrowserWindow', imported: 'default', line: 5 },
      { name: 'Card', from: '@site/src/cards', imported: 'Card', line: 6 },
      { name: 'Columns', from: '@site/src/cards', imported: 'Grid', line: 6 },
      { name: 'Note', line: 12 },
    ]);
  });

  it("and the sources of its `export const` values, one statement to the next, over several lines", () => {
    const source = "import Tabs from '@theme/Tabs';\nexport const answer = 42;\nexport const sizes = {\n  small: 1,\n};\nexport let later = 1;\nexport const Note = ({children}) => <b>{children}</b>;\n\nText with export const nothing = 1;";
    expect(esmConstants(source)).toEqual(new Map([['answer', '42'], ['sizes', '{\n  small: 1,\n}'], ['Note', '({children}) => <b>{children}</b>']]));
  });

  it('show their content with a warning naming the import, and the build goes on', () => {
    const output = compile("import BrowserWindow from 'browser-window-kit';\n\n<BrowserWindow url=\"http://localhost:3000\">\n\nInside **the window**.\n\n</BrowserWindow>\n", { isMdx: true, file: 'docs/a.mdx' });
    expect(output.body[0]).toMatchObject({ t: 'BrowserWindow', p: { url: 'http://localhost:3000' } });
    expect(JSON.stringify(output.body)).toContain('<strong>the window</strong>');
    expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'docs/a.mdx', line: 1 }, what: expect.stringContaining("<BrowserWindow> is imported from the package 'browser-window-kit'"), fix: expect.stringContaining("export { default } from 'browser-window-kit'") })]);
  });

  it('a theme component imported the Docusaurus way is simply the theme one', () => {
    const output = compile("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\">A</TabItem>\n</Tabs>\n", { isMdx: true });
    expect(output.warnings).toBeUndefined();
    expect(output.body[0]).toMatchObject({ t: 'Tabs' });
  });

  it("gives a name of Folio's own components to the file's own definition, as MDX scopes it, and warns about a package's import under one (audit: Docusaurus's own Highlight example showed Folio's)", () => {
    const output = compile('import {Tabs} from \'some-tabs\';\nexport const Highlight = ({children, color}) => <span style={{color}}>{children}</span>;\n\n<Highlight color="#25c2a0">green</Highlight>\n', { isMdx: true, file: 'docs/a.mdx', absFile: '/site/docs/a.mdx', siteDir: '/site' });
    expect(nodesToHtml(output.body)).not.toContain('<mark class="highlight"');
    expect(output.body).toContainEqual({ t: 'Site:docs/a.mdx#Highlight', p: { color: '#25c2a0' }, c: ['green'] });
    expect(output.features).toContain('Site:docs/a.mdx');
    expect(output.warnings).toEqual([
      {
        what: "<Tabs> is imported from 'some-tabs', but Tabs is the name of one of Folio's own components: its tags use Folio's built-in <Tabs>, not the imported one",
        where: { file: 'docs/a.mdx', line: 1 },
        fix: "remove the import if Folio's <Tabs> does what your component did; otherwise move this part into a .tsx page, where your component runs",
        plugin: 'markdown',
      },
    ]);
  });

  it("leaves the import of a component the site's theme adds alone: it is the site's own", () => {
    const compiler = createMarkdownCompiler({ components: ['BrowserWindow'] });
    const output = compiler.compile(markdownInput("import BrowserWindow from '@site/src/components/BrowserWindow';\n\n<BrowserWindow>Hi</BrowserWindow>\n", { isMdx: true }));
    expect(output.warnings).toBeUndefined();
  });

  it('an import from @theme/ or @docusaurus/ that Folio does not support is said to be one, plainly', () => {
    const output = compile("import BrowserOnly from '@docusaurus/BrowserOnly';\nimport MyTabs from '@theme/Tabs';\n\n<BrowserOnly>Hi</BrowserOnly>\n", { isMdx: true, file: 'docs/a.mdx' });
    expect(output.warnings).toEqual([
      {
        what: "<BrowserOnly> is imported from '@docusaurus/BrowserOnly', which Folio does not support: it is shown as its content, without the component",
        where: { file: 'docs/a.mdx', line: 1 },
        fix: 'Folio supports @theme/Admonition, @theme/CodeBlock, @theme/Details, @theme/DocCardList, @theme/TOCInline, @theme/TabItem, @theme/Tabs, @theme/ThemedImage, @docusaurus/Head, @docusaurus/Link, @docusaurus/useBaseUrl; use one of them, or move this part into a .tsx page',
        plugin: 'markdown',
      },
      {
        what: "<MyTabs> is imported from '@theme/Tabs', which Folio's theme has as <Tabs>: a tag <MyTabs> shows its content, without the component",
        where: { file: 'docs/a.mdx', line: 2 },
        fix: "import it as Tabs (import Tabs from '@theme/Tabs') and write <Tabs>",
        plugin: 'markdown',
      },
    ]);
  });
});

describe('an .mdx file as a module of its own', () => {
  const preamble = (frontMatter = '{}', contentTitle = 'null') => `import * as React from 'react'; const frontMatter = ${frontMatter}; const contentTitle = ${contentTitle}; const toc = []; const metadata = {}; const assets = {};`;

  it('keeps its imports of modules and its exports at their lines, leaving out what a bundle cannot load, with React and the names MDX gives in scope', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import Source from '!!raw-loader!./example.js';",
      "import Intro from './_intro.mdx';",
      "import styles from './page.module.css';",
      "import TOCInline from '@theme/TOCInline';",
      '',
      'export const Highlight = ({children}) => (',
      '  <span className={styles.mark} title={frontMatter.title}>{children}</span>',
      ');',
      '',
      '# Title {#custom}',
      '',
      '```js',
      'export const NotThis = () => null;',
      '```',
      '',
      'export default function Layout({children}) { return children; }',
      '',
    ].join('\n');
    const module = mdxModuleSource(body, { bodyStartLine: 4, frontMatter: { title: 'T' }, loadable: (specifier) => specifier !== '@theme/TOCInline' }).split('\n');
    expect(module.slice(0, 12)).toEqual([
      `${preamble('{"title":"T"}', '"Title"')} `,
      '',
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      '',
      "import styles from './page.module.css';",
      '',
      '',
      'export const Highlight = ({children}) => (',
      '  <span className={styles.mark} title={frontMatter.title}>{children}</span>',
      ');',
    ]);
    expect(module.join('\n')).not.toMatch(/NotThis|Layout|raw-loader|_intro|TOCInline/);
    // A file that imports React itself keeps its own import, and declares nothing twice.
    expect(mdxModuleSource("import React from 'react';\nexport const toc = [1];\n\nexport const A = () => null;\n")).toBe(
      "const frontMatter = {}; const contentTitle = null; const metadata = {}; const assets = {}; import React from 'react';\nexport const toc = [1];\n\nexport const A = () => null;\n",
    );
  });

  it('stops at a name the file both imports and defines, as MDX does (audit: the definition was dropped silently)', () => {
    expect(() => compile("import Badge from '@site/src/components/Badge';\n\nexport const Badge = () => <b>own</b>;\n\n<Badge />\n", { isMdx: true, file: 'docs/a.mdx', absFile: '/site/docs/a.mdx', siteDir: '/site' })).toThrow(
      /docs\/a\.mdx:3\n {2}Badge is declared twice: imported on line 1 and defined on line 3\n {2}fix: rename one of them/,
    );
  });

  it("keeps an HTML <details> element Folio's when the file defines a Details component of its own, as MDX does (review)", () => {
    const output = compile('export const Details = ({children}) => <div>{children}</div>;\n\n<details><summary>More</summary>\n\nHidden.\n\n</details>\n\n<Details>mine</Details>\n', { isMdx: true, file: 'docs/a.mdx', absFile: '/site/docs/a.mdx', siteDir: '/site' });
    const tags = JSON.stringify(output.body);
    expect(tags).toContain('"t":"Details"');
    expect(tags).toContain('"t":"Site:docs/a.mdx#Details"');
  });

  it('reads a component inside an mdx-code-block fence, and one whose body holds a blank line, whole (review)', () => {
    const fenced = mdxModuleSource('```mdx-code-block\nexport const Note = () => <b>n</b>;\n```\n\n<Note />\n');
    expect(fenced.split('\n')[1]).toBe('export const Note = () => <b>n</b>;');
    const blank = mdxModuleSource('export function Tally() {\n  const a = 1;\n\n  return <b>{a}</b>;\n}\n\n<Tally />\n');
    expect(blank.split('\n').slice(1, 5)).toEqual(['  const a = 1;', '', '  return <b>{a}</b>;', '}']);
    // The compiler strips the same lines from the page's text.
    expect(stripMdxSyntax('export function Tally() {\n  const a = 1;\n\n  return <b>{a}</b>;\n}\n\nText\n')).toBe('\n\n\n\n\n\nText\n');
  });
});
