import { describe, expect, it } from 'vitest';
import { siteDebugRoutes } from '../../../../src/node/build/siteDebugRoutes.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import type { MarkdownOutput } from '../../../../src/node/markdown/types.js';
import { blogPlugin } from '../../../../src/node/plugins/blog/index.js';
import type { BlogContent } from '../../../../src/node/plugins/blog/blogRoutes.js';
import { docsPlugin } from '../../../../src/node/plugins/docs/index.js';
import type { DocsContent } from '../../../../src/node/plugins/docs/docsRoutes.js';
import { pagesPlugin, type PagesContent } from '../../../../src/node/plugins/pages.js';
import type { Plugin } from '../../../../src/node/plugins/types.js';

function compiled(frontMatter: Record<string, unknown>): MarkdownOutput {
  return { frontMatter, body: [], hasTruncateMarker: true, toc: [], anchors: [], links: [], brokenMarkdownLinks: [], linkLookups: {}, assets: [], head: [], wordCount: 1, readingTime: 1, features: [] };
}

const config = siteConfigSchema.parse({ title: 'T', url: 'https://e.com', docs: [{}], blog: [{}] });
const file = (sitePath: string, frontMatter: Record<string, unknown>) => ({ relPath: sitePath.split('/').pop()!, sitePath, siteRelPath: sitePath, source: '', compiled: compiled(frontMatter) });

const docs: DocsContent = {
  versions: [
    {
      meta: { name: 'current', label: 'Next', path: '/docs', isLast: true, banner: 'none', badge: false, noIndex: false, docsDir: 'docs', sidebarFile: false },
      docs: [file('docs/intro.md', { title: 'Intro' }), file('docs/secret.md', { title: 'Secret plan', draft: true })],
      sidebars: {},
      sidebarsFile: 'docs',
      categories: {},
      tags: {},
    },
  ],
};
const blog: BlogContent = { posts: [file('blog/2024-01-01-hello.md', { title: 'Hello' }), file('blog/2024-02-01-soon.md', { title: 'Coming soon', draft: true })], authors: {}, tags: {} };
const pages: PagesContent = {
  markdown: [
    { file: { relPath: 'about.md', sitePath: 'pages/about.md', absPath: '/site/pages/about.md', source: '' }, compiled: compiled({ title: 'About' }) },
    { file: { relPath: 'wip.md', sitePath: 'pages/wip.md', absPath: '/site/pages/wip.md', source: '' }, compiled: compiled({ title: 'Work in progress', draft: true }) },
  ],
  react: [],
};
const plugins = [docsPlugin(config.docs[0]!), blogPlugin(config.blog[0]!), pagesPlugin(config.pages[0]!)] as Plugin<unknown>[];

function debugContent(mode: 'production' | 'development'): string {
  const routes = siteDebugRoutes({ config, mode, plugins, contents: [docs, blog, pages], results: [], docsGlobal: {}, routes: [], registry: {} });
  return JSON.stringify(routes.find((route) => route.path === '/__docusaurus/debug/content')!.props);
}

describe('debug content', () => {
  it('lists no draft doc, post or page in a production build, which builds none of them', () => {
    const content = debugContent('production');
    expect(content).toContain('docs/intro.md');
    expect(content).toContain('blog/2024-01-01-hello.md');
    expect(content).toContain('pages/about.md');
    expect(content).not.toMatch(/secret|Coming soon|wip|"draft":true/i);
  });

  it('lists drafts under the dev server, which shows them', () => {
    const content = debugContent('development');
    expect(content).toContain('docs/secret.md');
    expect(content).toContain('blog/2024-02-01-soon.md');
    expect(content).toContain('pages/wip.md');
  });
});
