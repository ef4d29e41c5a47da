import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import { isMdxFile } from '../../../../src/node/markdown/markdownFormat.js';
import { markdownInput as routeInput } from '../../../../src/node/plugins/markdownRoute.js';
import { compile, compileToHtml } from './helpers.js';

const yearPage = "export const year = 2024;\n\nA{' '}B and {year}.\n";

describe('markdown.format', () => {
  it("reads .mdx files as MDX and .md files as CommonMark with 'detect' (the default), every file as MDX with 'mdx', none with 'md'", () => {
    expect([isMdxFile('a.md'), isMdxFile('a.mdx')]).toEqual([false, true]);
    expect([isMdxFile('a.md', 'detect'), isMdxFile('a.mdx', 'detect')]).toEqual([false, true]);
    expect([isMdxFile('a.md', 'mdx'), isMdxFile('a.mdx', 'mdx')]).toEqual([true, true]);
    expect([isMdxFile('a.md', 'md'), isMdxFile('a.mdx', 'md')]).toEqual([false, false]);
  });

  it("gives a .md file's compile input isMdx from the site's markdown.format, and the format itself for its partials", () => {
    const file = { relPath: 'intro.md', sitePath: 'docs/intro.md', absPath: '/site/docs/intro.md', source: yearPage };
    const ctx = (format?: 'mdx') => ({ siteDir: '/site', config: siteConfigSchema.parse({ title: 'T', url: 'https://example.com', ...(format ? { markdown: { format } } : {}) }) });
    expect(routeInput(file, ctx(), {})).toMatchObject({ isMdx: false, markdownFormat: 'detect' });
    expect(routeInput(file, ctx('mdx'), {})).toMatchObject({ isMdx: true, markdownFormat: 'mdx' });
  });

  it("evaluates a .md file's exports and expressions when it is read as MDX", () => {
    expect(compileToHtml(yearPage, { isMdx: true, markdownFormat: 'mdx' })).toBe('<p>A B and 2024.</p>');
  });

  it('warns at its line about an export a file read as CommonMark leaves out, rather than dropping it silently', () => {
    const output = compile(`---\ntitle: T\n---\n\n${yearPage}`);
    expect(compileToHtml(yearPage)).toBe("<p>A{' '}B and {year}.</p>");
    expect(output.warnings).toEqual([
      {
        what: "`export const year = 2024;` is left out of the page: this file is read as CommonMark (with `markdown.format: 'detect'`, the default, only .mdx files are read as MDX), so the export gives no value and {…} in its text is shown as written.",
        where: { file: 'content/docs/guide/page.md', line: 5 },
        fix: "rename the file to .mdx, or set `markdown: { format: 'mdx' }` in the site config to read every markdown file as MDX, as Docusaurus 3 does by default",
        plugin: 'markdown',
      },
    ]);
  });
});
