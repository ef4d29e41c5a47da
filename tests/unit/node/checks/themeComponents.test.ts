import { describe, expect, it } from 'vitest';
import { missingCustomCssFiles, missingThemeComponentFiles, unknownThemeComponentKeys } from '../../../../src/node/checks/themeComponents.js';

const source = "export default defineConfig({\n  title: 'T',\n  themeComponents: {\n    doc: './src/Doc.tsx',\n    blogpost: './src/Post.tsx',\n    'navbarItem:custom-status': './src/Status.tsx',\n    'page:release-stats': './src/Stats.tsx',\n  },\n});\n";
const config = { file: 'site.config.ts', source };
const themeComponents = { doc: './src/Doc.tsx', blogpost: './src/Post.tsx', 'navbarItem:custom-status': './src/Status.tsx', 'page:release-stats': './src/Stats.tsx' };

describe('unknownThemeComponentKeys', () => {
  it('reports a key that names no component, at its line, with the closest key and the list', () => {
    expect(unknownThemeComponentKeys(themeComponents, ['doc', 'page:release-stats'], config)).toMatchInlineSnapshot(`
      [
        {
          "fix": "Did you mean "blogPost"? The keys are notFound, mdPage, redirect, doc, docCategory, docTags, docTag, blogList, blogPost, blogArchive, blogTags, blogAuthors, debug, search, Layout, ErrorPage, Loading, the kind of a route your own plugin makes (page:…) and navbarItem:<type>.",
          "plugin": "config",
          "what": "Unknown themeComponents key "blogpost": no route kind or part of the theme has that name, so it replaces nothing",
          "where": {
            "file": "site.config.ts",
            "line": 5,
          },
        },
      ]
    `);
  });

  it("takes the kinds of the site's own routes and any navbarItem: type", () => {
    expect(unknownThemeComponentKeys({ 'page:release-stats': 'a.tsx', 'navbarItem:anything': 'b.tsx', Layout: 'c.tsx' }, ['page:release-stats'], config)).toEqual([]);
    // A custom kind no route has is a typo like any other.
    expect(unknownThemeComponentKeys({ 'page:release-stat': 'a.tsx' }, ['page:release-stats'], config)[0]!.fix).toMatch(/^Did you mean "page:release-stats"\?/);
  });
});

describe('missingThemeComponentFiles', () => {
  const files = new Set(['/site/src/Doc.tsx', '/site/src/Post.tsx', '/site/src/Status.tsx', '/site/src/Widgets/index.tsx']);
  const isFile = (file: string) => files.has(file);

  it('reports a path to no module at the line of its key, relative to the site folder', () => {
    expect(missingThemeComponentFiles(themeComponents, '/site', config, isFile)).toMatchInlineSnapshot(`
      [
        {
          "fix": "Paths in themeComponents are relative to the site folder (/site): check the path and its spelling, or create the file.",
          "plugin": "config",
          "what": "The themeComponents entry "page:release-stats" points at "./src/Stats.tsx", and there is no module at /site/src/Stats.tsx",
          "where": {
            "file": "site.config.ts",
            "line": 7,
          },
        },
      ]
    `);
  });

  it('finds a module written without its extension, or as its folder, as the bundler does', () => {
    expect(missingThemeComponentFiles({ doc: 'src/Doc', 'navbarItem:custom-widgets': './src/Widgets' }, '/site', config, isFile)).toEqual([]);
  });
});

describe('missingCustomCssFiles', () => {
  it('reports each customCss path that names no file, at its line of the config', () => {
    const source = "export default defineConfig({\n  title: 'T',\n  customCss: [\n    './src/css/custom.css',\n    './src/css/mising.css',\n  ],\n});\n";
    const isFile = (file: string) => file === '/site/src/css/custom.css';
    expect(missingCustomCssFiles(['./src/css/custom.css', './src/css/mising.css'], '/site', { file: 'site.config.ts', source }, isFile)).toEqual([
      {
        plugin: 'config',
        where: { file: 'site.config.ts', line: 5 },
        what: 'customCss names "./src/css/mising.css", and there is no file at /site/src/css/mising.css',
        fix: 'Paths in customCss are relative to the site folder (/site): check the path and its spelling, or create the stylesheet.',
      },
    ]);
    expect(missingCustomCssFiles('./src/css/custom.css', '/site', { file: 'site.config.ts', source }, isFile)).toEqual([]);
    expect(missingCustomCssFiles(undefined, '/site', { file: 'site.config.ts' }, isFile)).toEqual([]);
  });
});
