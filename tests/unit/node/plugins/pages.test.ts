import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePath, pagesPlugin } from '../../../../src/node/plugins/pages.js';
import type { LoadContext } from '../../../../src/node/plugins/types.js';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-pages-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('pages plugin', () => {
  it('predicts, before compiling anything, the React page modules its routes will use', async () => {
    mkdirSync(path.join(siteDir, 'pages/team'), { recursive: true });
    writeFileSync(path.join(siteDir, 'pages/index.tsx'), 'export default function Home() { return null; }\n');
    writeFileSync(path.join(siteDir, 'pages/team/people.jsx'), 'export default function People() { return null; }\n');
    writeFileSync(path.join(siteDir, 'pages/about.md'), '# About\n');
    const plugin = pagesPlugin({ id: 'default', path: 'pages', routeBasePath: '' });
    const predicted = await plugin.predictModules!({ siteDir });
    expect(predicted).toEqual({
      'page:default/index': path.join(siteDir, 'pages/index.tsx'),
      'page:default/team/people': path.join(siteDir, 'pages/team/people.jsx'),
    });
    const compileMarkdown = async (inputs: { source: string }[]) =>
      inputs.map(() => ({ frontMatter: {}, title: 'About', body: [], toc: [], anchors: [], links: [], brokenMarkdownLinks: [], linkLookups: {}, assets: [], head: [], wordCount: 0, readingTime: 0.1, features: [], hasTruncateMarker: false }));
    const config = { baseUrl: '/', staticDirectories: [], markdown: { format: 'detect' }, themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 } } };
    const content = await plugin.loadContent!({ siteDir, mode: 'production', config, compileMarkdown, warn: () => undefined } as unknown as LoadContext);
    const result = await plugin.contentLoaded!(content, { mode: 'production', config } as never);
    expect(result.modules).toEqual(predicted);
  });

  it('makes pages of .js and .ts files, as Docusaurus does (src/pages/index.js), but not of tests, type declarations or _ files', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-pages-js-'));
    try {
      mkdirSync(path.join(dir, 'pages/_lib'), { recursive: true });
      mkdirSync(path.join(dir, 'pages/__tests__'), { recursive: true });
      writeFileSync(path.join(dir, 'pages/index.js'), 'export default function Home() { return <main>Home</main>; }\n');
      writeFileSync(path.join(dir, 'pages/status.ts'), 'export default function Status() { return null; }\n');
      writeFileSync(path.join(dir, 'pages/_lib/data.ts'), 'export const data = 1;\n');
      writeFileSync(path.join(dir, 'pages/types.d.ts'), 'export {};\n');
      writeFileSync(path.join(dir, 'pages/status.test.ts'), 'export {};\n');
      writeFileSync(path.join(dir, 'pages/__tests__/home.js'), 'export {};\n');
      const warnings: { what: string }[] = [];
      const plugin = pagesPlugin({ id: 'default', path: 'pages', routeBasePath: '' });
      const ctx = { siteDir: dir, mode: 'production', config: { baseUrl: '/' }, compileMarkdown: async () => [], warn: (warning: { what: string }) => warnings.push(warning) } as unknown as LoadContext;
      const content = await plugin.loadContent!(ctx);
      expect(content.react.map((page) => page.relPath)).toEqual(['index.js', 'status.ts']);
      expect(await plugin.predictModules!(ctx)).toEqual({ 'page:default/index': path.join(dir, 'pages/index.js'), 'page:default/status': path.join(dir, 'pages/status.ts') });
      expect(pagePath('index.js', '')).toBe('/');
      expect(pagePath('status.ts', '')).toBe('/status');
      expect(warnings).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
