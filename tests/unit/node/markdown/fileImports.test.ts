import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../../../src/node/errors.js';
import { compile, compileError as compileErrorOf, nodesToHtml } from './helpers.js';
import { cssModuleClassName } from '../../../../src/node/content/cssModuleClasses.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-file-imports-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
mkdirSync(path.join(site, 'docs/code'), { recursive: true });
const example = path.join(site, 'docs/code/example.js');
writeFileSync(example, "const answer = 42;\nconsole.log('<b>', answer);\n");

const page = { file: 'docs/page.mdx', absFile: path.join(site, 'docs/page.mdx'), siteDir: site, isMdx: true };
/** The BuildError compiling `source` as the page throws (the test fails if it throws none). */
const compileError = (source: string) => compileErrorOf(source, page);

const codeOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&#x27;/g, "'");

describe('imports of files', () => {
  it('give an image, or another file, its URL: the hashed asset, as require(…).default does', () => {
    copyFileSync(path.resolve(__dirname, '../../../fixtures/markdown/images/img/wide.png'), path.join(site, 'docs/banner.png'));
    writeFileSync(path.join(site, 'docs/guide.pdf'), '%PDF-1.4\n');
    const source = "import myImageUrl from './banner.png';\nimport guideUrl from '@site/docs/guide.pdf';\n\n<img src={myImageUrl} alt=\"Banner\" />\n\n<a href={guideUrl}>Guide</a>\n";
    const output = compile(source, page);
    const html = nodesToHtml(output.body);
    expect(html).toMatch(/<img src="\/assets\/images\/banner-[0-9a-f]{8}\.png"/);
    expect(html).toMatch(/<a href="\/assets\/files\/guide-[0-9a-f]{8}\.pdf"/);
    expect(output.warnings).toBeUndefined();
  });

  it('show that URL where the page writes the import as text, not the path it was imported by', () => {
    copyFileSync(path.resolve(__dirname, '../../../fixtures/markdown/images/img/wide.png'), path.join(site, 'docs/banner.png'));
    writeFileSync(path.join(site, 'docs/guide.pdf'), '%PDF-1.4\n');
    const source = "import myImageUrl from './banner.png';\nimport guideUrl from '@site/docs/guide.pdf';\n\nThe banner is at {myImageUrl}, the guide at { guideUrl }.\n\n<img src={myImageUrl} alt=\"Banner\" />\n";
    const output = compile(source, page);
    const html = nodesToHtml(output.body);
    const image = /<img src="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<p>The banner is at ${image}, the guide at /assets/files/guide-`);
    expect(html).toMatch(/the guide at \/assets\/files\/guide-[0-9a-f]{8}\.pdf\.<\/p>/);
    // The text names the same asset the image shows: copied once.
    expect(output.assets.filter((asset) => asset.url === image)).toHaveLength(1);
    expect(output.warnings).toBeUndefined();
  });

  it('make an SVG imported by MDX a component drawing it inline, as SVGR does in Docusaurus, the tag\'s props on its root', () => {
    writeFileSync(path.join(site, 'docs/logo.svg'), '<?xml version="1.0"?>\n<!-- exported -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2"><circle cx="5" cy="5" r="4"/></svg>\n');
    const output = compile("import Logo from './logo.svg';\n\n<Logo className=\"hero-logo\" role=\"img\" aria-label=\"Acme\" />\n\nText.\n", page);
    expect(output.warnings).toBeUndefined();
    const html = nodesToHtml(output.body);
    // The root's attributes, then the tag's props (as the theme renders them: React's names).
    expect(html).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 10 10" strokeWidth="2" class="hero-logo" role="img" aria-label="Acme"><circle cx="5" cy="5" r="4"><\/circle><\/svg>/);
    // The page is compiled again when the drawing changes.
    expect(Object.keys(output.staticFiles ?? {})).toContain(path.join(site, 'docs/logo.svg'));
  });
});

describe('imports of components', () => {
  it('fail, at the import, when the file they name is not there under any extension webpack tries', () => {
    const source = "import Widget from './components/Widget';\nimport Other from '@site/src/Other';\n\n<Widget />\n";
    const error = compileError(source);
    const diagnostics = error.diagnostics;
    expect(diagnostics.map((d) => [d.where?.line, d.what])).toEqual([
      [1, expect.stringContaining(`Cannot import <Widget> from './components/Widget': there is no file ${path.join(site, 'docs/components/Widget')}`)],
      [2, expect.stringContaining(`Cannot import <Other> from '@site/src/Other': there is no file ${path.join(site, 'src/Other')}`)],
    ]);
    expect(diagnostics[0]!.fix).toContain('correct the path');
  });

  it("render the site's own component when its file is there (a .tsx, or a folder index), loaded as a page feature and recorded as read", () => {
    mkdirSync(path.join(site, 'docs/components/Panel'), { recursive: true });
    writeFileSync(path.join(site, 'docs/components/Widget.tsx'), 'export default () => null;\n');
    writeFileSync(path.join(site, 'docs/components/Panel/index.js'), 'export const Panel = () => null;\n');
    const output = compile("import Widget from './components/Widget';\nimport { Panel as Box } from './components/Panel';\nimport Chart from 'some-chart-package';\n\n<Widget size=\"2\" />\n\n<Box>Inside</Box>\n\n<Chart />\n", page);
    // A package's component comes with the page's own module, which imports it (audit: its tags showed their content, with a warning).
    expect(output.warnings).toBeUndefined();
    expect([...output.features].sort()).toEqual(['Site:docs/components/Panel/index.js', 'Site:docs/components/Widget.tsx', 'Site:docs/page.mdx']);
    // Each tag names its module and export.
    expect(output.body).toEqual([
      { t: 'Site:docs/components/Widget.tsx#default', p: { size: '2' } },
      '\n',
      { t: 'Site:docs/components/Panel/index.js#Panel', p: {}, c: ['Inside'] },
      '\n',
      { t: 'Site:docs/page.mdx#Chart', p: {} },
    ]);
    // Deleting the file must make a cached compile stale, so the next build reports it.
    expect(Object.keys(output.staticFiles ?? {})).toEqual(expect.arrayContaining([path.join(site, 'docs/components/Widget.tsx'), path.join(site, 'docs/components/Panel/index.js')]));
  });

  it('show a component imported in a file read as CommonMark as its content, with the warning', () => {
    writeFileSync(path.join(site, 'docs/components/Widget.tsx'), 'export default () => null;\n');
    const output = compile("import Widget from './components/Widget';\n\n<Widget />\n", { ...page, isMdx: false, file: 'docs/page.md', absFile: path.join(site, 'docs/page.md') });
    expect(output.features).toEqual([]);
    // What to do is to have the file read as MDX (audit: it said to re-export the file from itself).
    expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'docs/page.md', line: 1 }, what: expect.stringContaining('this file is read as CommonMark'), fix: expect.stringContaining("rename the file to .mdx, or set markdown: { format: 'mdx' }") })]);
  });

  it("leaves the props of such a component unread, for the warning to say why it shows its content (bring-your-own audit: 'it reads `schema`' stopped the build)", () => {
    writeFileSync(path.join(site, 'docs/components/Widget.tsx'), 'export default () => null;\n');
    writeFileSync(path.join(site, 'docs/schema.json'), '{"title": "Schema"}\n');
    const output = compile("import Widget from './components/Widget';\nimport schema from './schema.json';\n\n<Widget schema={schema} title={schema.title}>Inside</Widget>\n", { ...page, isMdx: false, file: 'docs/page.md', absFile: path.join(site, 'docs/page.md') });
    expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'docs/page.md', line: 1 }, what: expect.stringContaining('this file is read as CommonMark') })]);
    expect(nodesToHtml(output.body)).toContain('Inside');
    // Folio's own components keep their props there, imported the Docusaurus way or not.
    const tabs = compile("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\">\n<TabItem value=\"mac\" label=\"macOS\">Mac</TabItem>\n</Tabs>\n", { ...page, isMdx: false, file: 'docs/page.md', absFile: path.join(site, 'docs/page.md') });
    expect(JSON.stringify(tabs.body)).toContain('"groupId":"os"');
  });
});

describe('raw-loader imports', () => {
  it("give <CodeBlock> the file's text, imported or required, and record the file as read", () => {
    const source = [
      "import CodeBlock from '@theme/CodeBlock';",
      "import ExampleSource from '!!raw-loader!./code/example.js';",
      '',
      '<CodeBlock language="js" title="/src/example.js" showLineNumbers>',
      '  {ExampleSource}',
      '</CodeBlock>',
      '',
      "<CodeBlock language=\"js\">{require('raw-loader!@site/docs/code/example.js').default}</CodeBlock>",
      '',
    ].join('\n');
    const output = compile(source, page);
    const blocks = nodesToHtml(output.body).split('<div class="code-block ').slice(1);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(codeOf(block)).toContain("const answer = 42;\nconsole.log('<b>', answer);");
    expect(blocks[0]).toContain('/src/example.js');
    // A value, not a component of the page's own: no warning.
    expect(output.warnings).toBeUndefined();
    expect(output.importedFiles).toEqual({ [example]: statSync(example).mtimeMs });
  });

  it("give <CodeBlock> what an expression over the file's text makes of it, as Docusaurus's own docs show part of a file (audit)", () => {
    const source = [
      "import CodeBlock from '@theme/CodeBlock';",
      '',
      '<CodeBlock language="js" title="example.js">',
      "  {require('!!raw-loader!./code/example.js')",
      '    .default',
      "    .split('\\n')",
      "    .filter((line) => !line.startsWith('console'))",
      "    .join('\\n')}",
      '</CodeBlock>',
      '',
    ].join('\n');
    const output = compile(source, page);
    const code = codeOf(nodesToHtml(output.body));
    expect(code).toContain('const answer = 42;');
    expect(code).not.toContain('console.log');
    expect(output.warnings).toBeUndefined();
  });

  it("find a file named without its extension, as webpack does (audit: '!!raw-loader!@site/src/pages/examples/_myComponent')", () => {
    const output = compile("import Example from '!!raw-loader!./code/example';\n\n<CodeBlock language=\"js\">{Example}</CodeBlock>\n", page);
    expect(codeOf(nodesToHtml(output.body))).toContain('const answer = 42;');
    expect(output.importedFiles).toEqual({ [example]: statSync(example).mtimeMs });
  });

  it('stop the build at the import when the file is not there', () => {
    const source = "import Missing from '!!raw-loader!./code/missing.js';\n\n<CodeBlock>{Missing}</CodeBlock>\n";
    const error = compileError(source);
    expect(error.diagnostics[0]).toMatchObject({
      where: { file: 'docs/page.mdx', line: 1 },
      what: `Cannot import '!!raw-loader!./code/missing.js': there is no file ${path.join(site, 'docs/code/missing.js')}.`,
    });
  });
});

describe('stylesheet imports', () => {
  it('stop the build at an import of a stylesheet of the site that is not there, as webpack does (audit: it built silently)', () => {
    const error = compileError("import styles from './tabs.module.css';\n\n# Tabs\n\n<div className={styles.red}>Red</div>\n");
    // One problem: its uses are none of their own.
    expect(error.diagnostics).toHaveLength(1);
    expect(error.diagnostics[0]).toMatchObject({ where: { file: 'docs/page.mdx', line: 1 }, what: `Cannot import './tabs.module.css': there is no file ${path.join(site, 'docs/tabs.module.css')}` });
    writeFileSync(path.join(site, 'docs/tabs.module.css'), '.red { color: red; }\n');
    expect(compile("import styles from './tabs.module.css';\n\n# Tabs\n", page).warnings).toBeUndefined();
    rmSync(path.join(site, 'docs/tabs.module.css'));
    expect(compileError("import './gone.css';\n\n# Tabs\n").diagnostics[0]).toMatchObject({ where: { file: 'docs/page.mdx', line: 1 }, what: expect.stringContaining("Cannot import './gone.css'") });
  });

  it("give a CSS module's class names to the page's props, as its bundle names them, and load the page's own module for its stylesheet (audit: styles.red could not be read)", () => {
    writeFileSync(path.join(site, 'docs/tabs.module.css'), '.red { color: red; }\n.orange { color: orange; }\n');
    const output = compile("import styles from './tabs.module.css';\n\n<div className={styles.red}>Red</div>\n\n<Tabs>\n<TabItem value=\"o\" attributes={{className: styles.orange}}>Orange</TabItem>\n</Tabs>\n", { ...page, siteDir: site });
    expect(nodesToHtml(output.body)).toContain(`<div class="${cssModuleClassName('docs/tabs.module.css', 'red')}">Red</div>`);
    expect(JSON.stringify(output.body)).toContain(`"className":"${cssModuleClassName('docs/tabs.module.css', 'orange')}"`);
    expect(output.features).toContain('Site:docs/page.mdx');
    rmSync(path.join(site, 'docs/tabs.module.css'));
  });
});

describe('raw-loader imports in a file read as CommonMark', () => {
  it('say how to have the import read (.mdx or markdown.format), not to write the import already there', () => {
    const source = "import Ex from '!!raw-loader!./code/example.js';\n\n<CodeBlock language=\"js\">{Ex}</CodeBlock>\n";
    let error: unknown;
    try {
      compile(source, { ...page, file: 'docs/page.md', absFile: path.join(site, 'docs/page.md'), isMdx: false });
    } catch (caught) {
      error = caught;
    }
    expect((error as BuildError).diagnostics[0]).toMatchObject({ what: expect.stringContaining('Cannot use {Ex} as the code of <CodeBlock>'), fix: expect.stringMatching(/rename it to \.mdx, or set markdown: \{ format: 'mdx' \}/) });
  });
});

describe('imports of JSON data', () => {
  it('give the parsed file, or one of its properties, to expressions and props, and record the file as read', () => {
    writeFileSync(path.join(site, 'docs/data.json'), '{"version":"4.2.0","sizes":{"small":1}}');
    const output = compile("import data from './data.json';\nimport { version } from './data.json';\nimport Info from '@site/docs/data.json';\n\nCurrent: {data.version}, {version} and {Info.version}.\n", page);
    expect(nodesToHtml(output.body).trim()).toBe('<p>Current: 4.2.0, 4.2.0 and 4.2.0.</p>');
    expect(output.warnings).toBeUndefined();
    expect(Object.keys(output.importedFiles ?? {})).toEqual([path.join(site, 'docs/data.json')]);
  });

  it('stop the build at the import of a file that is not there, as a component import does', () => {
    expect(compileError("import Data from './Missing.json';\n\n{Data.version}\n").diagnostics[0]).toMatchObject({ where: { file: 'docs/page.mdx', line: 1 }, what: expect.stringContaining("Cannot import './Missing.json': there is no file") });
  });

  it('stop the build at the import of a file that does not parse', () => {
    writeFileSync(path.join(site, 'docs/broken.json'), '{"version":');
    expect(compileError("import data from './broken.json';\n\n{data.version}\n").diagnostics[0]).toMatchObject({ where: { file: 'docs/page.mdx', line: 1 }, what: expect.stringMatching(/^Cannot import '\.\/broken\.json': broken\.json:1:12: Unexpected end of JSON input$/) });
  });
});

describe('media files', () => {
  it("become assets of the page where a video, its poster, a source or a track names them, required or written", () => {
    writeFileSync(path.join(site, 'docs/clip.mp4'), 'not really a video');
    copyFileSync(path.resolve(__dirname, '../../../fixtures/markdown/images/img/wide.png'), path.join(site, 'docs/poster.png'));
    const output = compile("<video controls src={require('./clip.mp4').default} poster=\"./poster.png\" />\n\n<audio controls>\n  <source src=\"./clip.mp4#t=2\" type=\"audio/mp4\" />\n</audio>\n", page);
    const html = nodesToHtml(output.body);
    expect(html).toMatch(/<video controls="true" src="\/assets\/files\/clip-[0-9a-f]{8}\.mp4" poster="\/assets\/images\/poster-[0-9a-f]{8}\.png"><\/video>/);
    expect(html).toMatch(/<source src="\/assets\/files\/clip-[0-9a-f]{8}\.mp4#t=2" type="audio\/mp4">/);
    expect(output.assets.map((asset) => path.basename(asset.absPath)).sort()).toEqual(['clip.mp4', 'poster.png']);
  });

  it("of any extension get their URL through webpack's file-loader, required or imported, as Docusaurus's own docs link a download", () => {
    writeFileSync(path.join(site, 'docs/example.xyz'), 'an asset of an unknown kind');
    const output = compile("import other from '!file-loader!./example.xyz';\n\n<a target=\"_blank\" href={require('!file-loader!./example.xyz').default}>Download</a> or <a href={other}>again</a>.\n", page);
    const html = nodesToHtml(output.body);
    expect(html).toMatch(/<a target="_blank" href="\/assets\/files\/example-[0-9a-f]{8}\.xyz" rel="noopener noreferrer">Download<\/a> or <a href="\/assets\/files\/example-[0-9a-f]{8}\.xyz" [^>]+>again<\/a>/);
    expect(output.warnings).toBeUndefined();
  });

  it('that is not there stops the build at its line', () => {
    expect(compileError('Intro.\n\n<video src="./missing.mp4" />\n').diagnostics[0]).toMatchObject({ where: { file: 'docs/page.mdx', line: 3 }, what: expect.stringContaining('Media file not found: ./missing.mp4') });
  });
});


describe("the site's components alone on their line", () => {
  it('are elements of the flow, not in a paragraph, as MDX reads them; one in running text stays in its sentence', () => {
    mkdirSync(path.join(site, 'docs/components'), { recursive: true });
    writeFileSync(path.join(site, 'docs/components/Box.js'), 'export default ({ children }) => children;\n');
    const output = compile("import Box from './components/Box';\n\n<Box>one line</Box>\n\nSome <Box>inline</Box> text.\n\n<Box>a</Box> and <Box>b</Box>\n", page);
    const box = (text: string) => ({ t: 'Site:docs/components/Box.js#default', p: {}, c: [text] });
    expect(output.body).toEqual([box('one line'), '\n', { t: 'p', c: ['Some ', box('inline'), ' text.'] }, '\n', { t: 'p', c: [box('a'), ' and ', box('b')] }]);
  });
});

describe('front matter in props', () => {
  it('is known, as in the text', () => {
    const output = compile("---\ntitle: Install\n---\n\nimport Box from './components/Box';\n\n<Box label={frontMatter.title} />\n", page);
    expect(output.body).toEqual([{ t: 'Site:docs/components/Box.js#default', p: { label: 'Install' } }]);
  });
});


describe("the site's components given files and HTML names (bring-your-own audit: Relay's blog)", () => {
  it('render when their name is an HTML element the parser treats apart (<Image> was an <img> with no src)', () => {
    mkdirSync(path.join(site, 'docs/components'), { recursive: true });
    for (const name of ['Image', 'Button', 'Table', 'Title', 'Select']) writeFileSync(path.join(site, `docs/components/${name}.js`), 'export default ({ children }) => children;\n');
    const source = ['Image', 'Button', 'Table', 'Title', 'Select'].map((name) => `import ${name} from './components/${name}';`).join('\n') + '\n\n<Image src="a.png" />\n\n<Button>Go</Button>\n\n<Table rows={2} />\n\n<Title>Heading **bold**</Title>\n\n<Select>One</Select>\n';
    const output = compile(source, page);
    expect(output.warnings).toBeUndefined();
    const own = (name: string, p: Record<string, unknown>, c?: unknown[]) => ({ t: `Site:docs/components/${name}.js#default`, p, ...(c && { c }) });
    expect(output.body).toEqual([
      own('Image', { src: 'a.png' }), '\n',
      own('Button', {}, ['Go']), '\n',
      own('Table', { rows: 2 }), '\n',
      own('Title', {}, ['Heading ', { t: 'strong', c: ['bold'] }]), '\n',
      own('Select', {}, ['One']),
    ]);
  });

  it("get an image's hashed URL, required or imported, as webpack gives it; require(…) alone is the module, its URL at .default", () => {
    copyFileSync(path.resolve(__dirname, '../../../fixtures/markdown/images/img/wide.png'), path.join(site, 'docs/banner.png'));
    mkdirSync(path.join(site, 'docs/components'), { recursive: true });
    writeFileSync(path.join(site, 'docs/components/Figure.js'), 'export default () => null;\n');
    const source = "import Figure from './components/Figure';\nimport banner from './banner.png';\n\n<Figure src={require('./banner.png').default} other={banner} module={require('./banner.png')} list={[banner]} />\n";
    const output = compile(source, page);
    expect(output.warnings).toBeUndefined();
    const props = (output.body[0] as { p: Record<string, unknown> }).p;
    const url = props.src as string;
    expect(url).toMatch(/^\/assets\/images\/banner-[0-9a-f]{8}\.png$/);
    expect(props).toEqual({ src: url, other: url, module: { default: url }, list: [url] });
    // Copied into the build as the page's asset, once.
    expect(output.assets.filter((asset) => asset.url === url)).toEqual([{ absPath: path.join(site, 'docs/banner.png'), url }]);
    // An SVG required for a prop is a picture's address too (verification audit: its path 404ed).
    writeFileSync(path.join(site, 'docs/diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>\n');
    const svg = compile("import Figure from './components/Figure';\n\n<Figure src={require('./diagram.svg').default} />\n", page);
    expect((svg.body[0] as { p: Record<string, unknown> }).p.src).toMatch(/^\/assets\/images\/diagram-[0-9a-f]{8}\.svg$/);
  });

  it("stop the build where an element's attribute is the module, not the URL (require(…) without .default)", () => {
    copyFileSync(path.resolve(__dirname, '../../../fixtures/markdown/images/img/wide.png'), path.join(site, 'docs/banner.png'));
    expect(compileError("Intro.\n\n<img src={require('./banner.png')} alt=\"Banner\" />\n").diagnostics).toEqual([
      expect.objectContaining({ where: { file: 'docs/page.mdx', line: 3 }, what: expect.stringContaining(`{require('./banner.png')} in attribute "src" of <img> is the module webpack gives for the file, not its URL`), fix: "write {require('./banner.png').default}" }),
    ]);
  });
});

describe('a file imported or required for its URL that is not there', () => {
  it('stops the build at the import, or at the tag whose prop requires it (review: a component got the path, which 404ed)', () => {
    mkdirSync(path.join(site, 'docs/components'), { recursive: true });
    writeFileSync(path.join(site, 'docs/components/Figure.js'), 'export default () => null;\n');
    const imported = compileError("import Figure from './components/Figure';\nimport pic from './missing-pic.png';\n\n<Figure src={pic} />\n").diagnostics;
    expect(imported).toEqual([expect.objectContaining({ where: { file: 'docs/page.mdx', line: 2 }, what: `Cannot import './missing-pic.png': there is no file ${path.join(site, 'docs/missing-pic.png')}` })]);
    const required = compileError("import Figure from './components/Figure';\n\n<Figure src={require('./missing-pic.png').default} />\n").diagnostics;
    expect(required).toEqual([expect.objectContaining({ where: { file: 'docs/page.mdx', line: 3 }, what: expect.stringContaining("Cannot evaluate {require('./missing-pic.png').default} in attribute \"src\" of <Figure>") })]);
  });
});
