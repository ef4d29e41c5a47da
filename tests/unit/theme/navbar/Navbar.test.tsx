// The brand names the site to screen readers whatever it shows: a logo alone (`navbar.title: ''`)
// was announced as " home page".
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { PageContext, SiteContext } from '../../../../src/client/context.js';
import type { PageData, SiteData } from '../../../../src/shared/types.js';
import { MobileMenuContext, type MobileMenuState } from '../../../../theme/hooks/useMobileMenu.js';
import { Navbar } from '../../../../theme/Navbar/Navbar.js';
import { NavLink } from '../../../../theme/Navbar/NavLink.js';

const menu = { open: false, setOpen: () => {}, secondary: null, setSecondary: () => {}, showSecondary: false, setShowSecondary: () => {} } satisfies MobileMenuState;

function brand(navbar: Partial<SiteData['navbar']>): string {
  const site = { title: 'Acme Widgets', baseUrl: '/', homePage: true, docs: {}, colorMode: { disableSwitch: true }, navbar: { hideOnScroll: false, items: [], ...navbar } } as unknown as SiteData;
  const html = renderToString(
    <StaticRouter location="/">
      <SiteContext.Provider value={site}>
        <PageContext.Provider value={{ page: { path: '/' } as PageData, shared: {} }}>
          <MobileMenuContext.Provider value={menu}>
            <Navbar />
          </MobileMenuContext.Provider>
        </PageContext.Provider>
      </SiteContext.Provider>
    </StaticRouter>,
  );
  return /<a class="navbar__brand".*?<\/a>/.exec(html)![0];
}

describe('navbar brand', () => {
  it('shows the navbar title, named for screen readers', () => {
    expect(brand({ title: 'Acme Widgets' })).toBe('<a class="navbar__brand" aria-label="Acme Widgets home page" href="/"><b class="navbar__title">Acme Widgets</b></a>');
  });

  it('names the site when the brand is a logo alone', () => {
    expect(brand({ title: '', logo: { src: 'img/logo.svg', alt: 'Acme logo' } })).toMatch(/^<a class="navbar__brand" aria-label="Acme Widgets home page" href="\/"><img class="navbar__logo" [^>]*><\/a>$/);
  });

  it("keeps a logo's URL as written, and a path already under the base URL as it is, as useBaseUrl does (review: /https://… was a broken image)", () => {
    expect(brand({ title: '', logo: { src: 'https://cdn.example.com/logo.svg', alt: 'Acme logo' } })).toContain('src="https://cdn.example.com/logo.svg"');
  });

  it('has an image for each colour mode when the logo has srcDark', () => {
    expect(brand({ title: '', logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Acme logo' } })).toMatch(/<img class="navbar__logo themed--light" src="\/img\/logo.svg" [^>]*><img class="navbar__logo themed--dark" src="\/img\/logo-dark.svg" [^>]*><\/a>$/);
  });
});

describe('a navbar link with a target', () => {
  it('opens where its target says, as Docusaurus passes it on (Prettier audit: pathname:// with target _self opened a new tab)', () => {
    const site = { title: 'Acme', baseUrl: '/', docs: {}, navbar: { hideOnScroll: false, items: [] } } as unknown as SiteData;
    const link = (item: Parameters<typeof NavLink>[0]['item']) =>
      /<a [^>]*>/.exec(
        renderToString(
          <StaticRouter location="/">
            <SiteContext.Provider value={site}>
              <NavLink item={item} className="navbar__link" />
            </SiteContext.Provider>
          </StaticRouter>,
        ),
      )![0];
    expect(link({ href: 'pathname:///playground/', label: 'Playground', target: '_self' })).toMatch(/href="\/playground\/"/);
    expect(link({ href: 'pathname:///playground/', label: 'Playground', target: '_self' })).toMatch(/target="_self"/);
    expect(link({ href: 'https://github.com/acme', label: 'GitHub' })).toMatch(/target="_blank"/);
  });
});
