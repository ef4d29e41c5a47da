// SPEC §2: on mobile a dropdown is a collapsible list that starts expanded if one of its items
// is active. The language list's current language is active on every page (its link is this
// very page), yet the list started collapsed while the version list, on a doc, started expanded.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { PageContext, SiteContext } from '../../../../src/client/context.js';
import type { LocaleConfig, PageData, SiteData } from '../../../../src/shared/types.js';
import { NavbarItem } from '../../../../theme/Navbar/NavbarItem.js';

const en = { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } as LocaleConfig;
const site = { baseUrl: '/', trailingSlash: undefined, locale: { current: 'en', config: en, all: { en } } } as unknown as SiteData;

function localeDropdown(path: string, mobile: boolean): string {
  return renderToString(
    <StaticRouter location={path}>
      <SiteContext.Provider value={site}>
        <PageContext.Provider value={{ page: { path } as PageData, shared: {} }}>
          <NavbarItem item={{ type: 'localeDropdown' }} mobile={mobile} />
        </PageContext.Provider>
      </SiteContext.Provider>
    </StaticRouter>,
  );
}

describe('language dropdown', () => {
  it('starts expanded in the mobile menu on every page, its current language being active', () => {
    for (const path of ['/', '/docs/installation', '/blog']) {
      const html = localeDropdown(path, true);
      expect(html, path).toMatch(/<button[^>]*class="menu__link menu__link--sublist"[^>]*aria-expanded="true"/);
      expect(html, path).not.toContain('menu__list-item--collapsed');
    }
  });

  it("names each language's entry in that language, for screen readers and search engines", () => {
    for (const mobile of [true, false]) {
      const link = localeDropdown('/blog', mobile).match(/<a [^>]*>English<\/a>/)?.[0];
      expect(link).toContain(' lang="en"');
      expect(link).toContain(' hrefLang="en"');
    }
  });

  it('is not marked as the current navbar item for it, and starts closed on desktop', () => {
    const mobile = localeDropdown('/blog', true);
    expect(mobile).not.toMatch(/menu__link--sublist[^"]*is-active/);
    const desktop = localeDropdown('/blog', false);
    expect(desktop).toMatch(/<button[^>]*class="navbar__link dropdown__toggle"[^>]*aria-expanded="false"/);
  });
});
