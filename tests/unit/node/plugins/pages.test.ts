import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesPlugin } from '../../../../src/node/plugins/pages.js';
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
    const config = { baseUrl: '/', staticDirectories: [], themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 } } };
    const content = await plugin.loadContent!({ siteDir, mode: 'production', config, compileMarkdown } as unknown as LoadContext);
    const result = await plugin.contentLoaded!(content, { mode: 'production', config } as never);
    expect(result.modules).toEqual(predicted);
  });
});
