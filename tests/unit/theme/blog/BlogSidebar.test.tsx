// @vitest-environment happy-dom
// The blog sidebar's years without the current post are rendered once per build on the server
// (ServerMemoContext): the pages must come out exactly as rendered inline, and hydrate cleanly.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it, vi } from 'vitest';
import { PageContext, ServerMemoContext, SiteContext, type RenderShared } from '../../../../src/client/context.js';
import { sharedRendererFor } from '../../../../src/client/sharedRenderer.js';
import type { BlogSidebarData } from '../../../../src/shared/blogTypes.js';
import type { SiteData } from '../../../../src/shared/types.js';
import { hydrate } from '../hydrate.js';
import { BlogLayout } from '../../../../theme/blog/BlogLayout.js';
import { MobileMenuContext, type MobileMenuState } from '../../../../theme/hooks/useMobileMenu.js';

const site = { baseUrl: '/', trailingSlash: undefined } as SiteData;
const menu: MobileMenuState = { open: false, setOpen: () => {}, secondary: null, setSecondary: () => {}, showSecondary: false, setShowSecondary: () => {} };
const sidebar: BlogSidebarData = {
  title: 'All releases',
  items: ['2024-03-01', '2024-01-02', '2023-06-07', '2023-02-03', '2022-05-06'].map((date, i) => ({ title: `Release ${i}`, permalink: `/changelog/r${i}`, date })),
};

function page(path: string, memo: RenderShared | null): ReactElement {
  return (
    <ServerMemoContext.Provider value={memo}>
      <StaticRouter location={path}>
        <SiteContext.Provider value={site}>
          <PageContext.Provider value={{ page: { path, kind: 'doc', title: '', props: {} }, shared: {} }}>
            <MobileMenuContext.Provider value={menu}>
              <BlogLayout sidebar={sidebar}>
                <p>Body</p>
              </BlogLayout>
            </MobileMenuContext.Provider>
          </PageContext.Provider>
        </SiteContext.Provider>
      </StaticRouter>
    </ServerMemoContext.Provider>
  );
}

describe('blog sidebar rendered once per year on the server', () => {
  it('writes the same markup as rendering every link on every page, rendering each other year once', () => {
    const shared = sharedRendererFor(site);
    const memo = vi.fn<RenderShared>((key, part, render) => shared(key, part, render));
    for (const path of ['/changelog/r0', '/changelog/r2', '/changelog/r4', '/changelog/r1']) {
      const inline = renderToString(page(path, null));
      expect(renderToString(page(path, memo))).toBe(inline);
      // The current post is marked in its own year, which is never taken from the memo.
      expect(inline).toContain(`class="blog-sidebar__link--active" aria-current="page" href="${path}"`);
    }
    const asked = memo.mock.calls.map(([, part]) => part);
    expect(new Set(asked)).toEqual(new Set(['2022', '2023', '2024']));
    // Four pages, three years each but their own: 8 asks, each year rendered once.
    expect(asked).toHaveLength(8);
    expect(memo.mock.calls.every(([key]) => key === sidebar)).toBe(true);
  });

  it('hydrates the memoised markup without a mismatch', async () => {
    const { container, errors } = await hydrate(renderToString(page('/changelog/r2', sharedRendererFor(site))), page('/changelog/r2', null));
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('.blog-sidebar__items a')).toHaveLength(5);
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('Release 2');
  });
});
