// @vitest-environment happy-dom
// Docs sidebar categories without the current page are rendered once per build on the server
// (ServerMemoContext): pages must come out exactly as rendered inline, and hydrate cleanly.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it, vi } from 'vitest';
import { PageContext, ServerMemoContext, SiteContext, type RenderShared } from '../../../../src/client/context.js';
import { sharedRendererFor } from '../../../../src/client/sharedRenderer.js';
import type { SidebarCategory, SidebarItem } from '../../../../src/shared/docsTypes.js';
import type { SiteData } from '../../../../src/shared/types.js';
import { hydrate } from '../hydrate.js';
import { DocSidebarMenu } from '../../../../theme/docs/DocSidebar.js';

const site = { baseUrl: '/', trailingSlash: undefined, docsSidebar: { hideable: false, autoCollapseCategories: false } } as unknown as SiteData;
const link = (id: string, extra: Partial<Extract<SidebarItem, { type: 'link' }>> = {}): SidebarItem => ({ type: 'link', label: id, href: `/docs/${id}`, docId: id, ...extra });
const category = (label: string, items: SidebarItem[], extra: Partial<SidebarCategory> = {}): SidebarCategory => ({ type: 'category', label, items, collapsed: true, collapsible: true, ...extra });
const items: SidebarItem[] = [
  link('intro'),
  category('Guides', [link('install'), category('Deep', [link('deep-a'), link('deep-b', { unlisted: true })], { collapsed: false })], { collapsed: false, href: '/docs/guides' }),
  category('Reference', [link('api'), link('cli')]),
  category('Hidden', [link('secret')], { unlisted: true }),
];

function page(path: string, memo: RenderShared | null): ReactElement {
  return (
    <ServerMemoContext.Provider value={memo}>
      <StaticRouter location={path}>
        <SiteContext.Provider value={site}>
          <PageContext.Provider value={{ page: { path, kind: 'doc', title: '', props: {} }, shared: {} }}>
            <DocSidebarMenu items={items} />
          </PageContext.Provider>
        </SiteContext.Provider>
      </StaticRouter>
    </ServerMemoContext.Provider>
  );
}

describe('docs sidebar rendered once per category on the server', () => {
  it('writes the same markup as rendering the whole sidebar on every page, each other category once', () => {
    const shared = sharedRendererFor(site);
    const rendered: string[] = [];
    const memo = vi.fn<RenderShared>((key, part, render) => shared(key, part, () => (rendered.push(`${(key as SidebarCategory).label} ${part}`), render())));
    const paths = ['/docs/intro', '/docs/install', '/docs/deep-b', '/docs/api', '/docs/guides', '/docs/secret'];
    for (const path of paths) expect(renderToString(page(path, memo))).toBe(renderToString(page(path, null)));
    // A category is taken from the memo only on pages outside it: Guides on three pages, Reference on five.
    expect(memo.mock.calls.filter(([key]) => key === items[1]).length).toBe(3);
    expect(memo.mock.calls.filter(([key]) => key === items[2]).length).toBe(5);
    // Each part rendered once, however many pages ask for it (Deep: on /docs/install, inside the
    // Guides rendered in place there).
    expect(rendered.sort()).toEqual(['Deep category:1:false', 'Guides category:0:false', 'Reference category:0:true']);
    // The unlisted doc shows only on its own page, inside the category rendered in place there.
    expect(renderToString(page('/docs/deep-b', memo))).toContain('href="/docs/deep-b"');
    expect(renderToString(page('/docs/deep-a', memo))).not.toContain('href="/docs/deep-b"');
  });

  it('hydrates the memoised markup without a mismatch', async () => {
    const { container, errors } = await hydrate(renderToString(page('/docs/api', sharedRendererFor(site))), page('/docs/api', null));
    expect(errors).toEqual([]);
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('api');
    expect(container.querySelector('a[href="/docs/deep-a"]')).not.toBeNull();
  });
});

describe('a category the reader closed', () => {
  it('stays closed when the next page mounts the sidebar anew, as when moving between a doc and a category index (review)', async () => {
    const { act } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const reference = (container: HTMLElement) => [...container.querySelectorAll('[aria-expanded]')].find((element) => element.closest('li')?.textContent?.startsWith('Reference'))!;
    const mount = async (path: string) => {
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      await act(async () => root.render(page(path, null)));
      return { container, root };
    };
    const first = await mount('/docs/api');
    expect(reference(first.container).getAttribute('aria-expanded')).toBe('true');
    await act(async () => (reference(first.container) as HTMLElement).click());
    expect(reference(first.container).getAttribute('aria-expanded')).toBe('false');
    await act(async () => first.root.unmount());
    // Another page of the same category, with a sidebar of its own: the reader's choice holds.
    const second = await mount('/docs/cli');
    expect(reference(second.container).getAttribute('aria-expanded')).toBe('false');
    await act(async () => second.root.unmount());
  });
});
