import { describe, expect, it } from 'vitest';
import type { RouteInput } from '../../../../src/node/plugins/types.js';
import { buildRouteTable } from '../../../../src/node/routes/buildRouteTable.js';

const route = (path: string, file?: string): RouteInput => ({ path, kind: 'mdPage', title: path, props: {}, source: file ? { file } : undefined });

describe('buildRouteTable', () => {
  it('normalises and sorts paths', () => {
    const table = buildRouteTable([route('/b/'), route('/a')]);
    expect(table.routes.map((r) => r.path)).toEqual(['/a', '/b']);
  });

  it('reports a path claimed twice, naming both sources in a stable order', () => {
    const table = buildRouteTable([route('/docs/intro', 'content/docs/intro/index.md'), route('/docs/intro', 'content/docs/intro.md')]);
    expect(table.routes).toHaveLength(1);
    expect(table.duplicates).toHaveLength(1);
    expect(table.duplicates[0]).toMatchObject({
      what: 'Two routes want the URL /docs/intro',
      where: { file: 'content/docs/intro.md' },
      also: [{ file: 'content/docs/intro/index.md' }],
    });
  });

  it("tells how to move a generated-index category, which has no front matter, off a page's URL", () => {
    const doc: RouteInput = { path: '/docs/guides', kind: 'doc', title: 'Guides', props: {}, source: { file: 'content/docs/guides.md' } };
    const category: RouteInput = { path: '/docs/guides', kind: 'docCategory', title: 'Guides', props: {}, source: { file: 'content/sidebars.json' } };
    expect(buildRouteTable([doc, category]).duplicates[0]?.fix).toBe(
      'Give the page a different `slug:` in its front matter, or the category a different `link.slug` (in its _category_.json, or its entry of the sidebars file), or remove one. The last one declared wins.',
    );
    expect(buildRouteTable([category, { ...category }]).duplicates[0]?.fix).toMatch(/^Give one of the categories a different `link.slug`/);
    expect(buildRouteTable([doc, { ...doc, source: { file: 'content/docs/guides/index.md' } }]).duplicates[0]?.fix).toMatch(/^Give one of them a different `slug:` in its front matter/);
    // Neither a React page nor a generated list has front matter (audit).
    const reactPage: RouteInput = { path: '/docs/guides', kind: 'page', title: 'Guides', props: {}, source: { file: 'src/pages/docs/guides.tsx' } };
    expect(buildRouteTable([reactPage, category]).duplicates[0]?.fix).toBe(
      'Give the React page another file name or folder (its URL is its path), or the category a different `link.slug` (in its _category_.json, or its entry of the sidebars file), or remove one. The last one declared wins.',
    );
    const blogList: RouteInput = { path: '/blog', kind: 'blogList', title: 'Blog', props: {}, source: { file: 'blog' } };
    expect(buildRouteTable([{ ...doc, path: '/blog', source: { file: 'src/pages/blog/index.md' } }, blogList]).duplicates[0]?.fix).toBe(
      "Give the page a different `slug:` in its front matter, or the blogList page another base path (its plugin's `routeBasePath`), or remove one. The last one declared wins.",
    );
    // The search page's URL is its own option (bad-input audit).
    const search: RouteInput = { path: '/about', kind: 'search', title: 'Search', props: {} };
    expect(buildRouteTable([{ ...doc, path: '/about', source: { file: 'src/pages/about.md' } }, search]).duplicates[0]?.fix).toBe(
      'Give the page a different `slug:` in its front matter, or the search page another `search.searchPagePath`, or remove one. The last one declared wins.',
    );
  });

  it('places a redirect that takes a URL twice at its lines of the config, with a fix for redirects', () => {
    const redirect = (line: number): RouteInput => ({ path: '/docs/team', kind: 'redirect', title: 'Redirect', props: {}, source: { file: 'site.config.ts', line } });
    const table = buildRouteTable([redirect(12), redirect(15)]);
    expect(table.duplicates[0]).toMatchObject({
      where: { file: 'site.config.ts', line: 12 },
      also: [{ file: 'site.config.ts', line: 15 }],
      fix: expect.stringContaining('Remove one of the redirects'),
    });
  });
});
