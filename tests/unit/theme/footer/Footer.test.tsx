// @vitest-environment happy-dom
// SPEC §3: the footer logo takes src, srcDark, alt, width, height and href. It showed `src` in
// both colour modes: `srcDark` was never rendered.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../../src/client/context.js';
import type { LogoConfig, SiteData } from '../../../../src/shared/types.js';
import { Footer } from '../../../../theme/Footer/Footer.js';

/** The footer of `footer`'s settings, as the browser would parse it. */
function renderFooter(footer: Record<string, unknown>, baseUrl = '/'): HTMLElement {
  const site = { baseUrl, trailingSlash: undefined, footer: { style: 'dark', links: [], ...footer } } as unknown as SiteData;
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StaticRouter location="/">
      <SiteContext.Provider value={site}>
        <Footer />
      </SiteContext.Provider>
    </StaticRouter>,
  );
  return container.querySelector('footer')!;
}

/** The footer's logo: its link, or its images' parent without one. */
function logoLink(logo: LogoConfig): HTMLElement {
  const footer = renderFooter({ logo }, '/acme/');
  return footer.querySelector('a') ?? footer.querySelector('.footer__bottom')!;
}

const images = (link: HTMLElement) =>
  [...link.querySelectorAll('img')].map((img) => ({ className: img.className, src: img.getAttribute('src'), alt: img.alt, width: img.getAttribute('width'), height: img.getAttribute('height') }));

describe('footer logo', () => {
  it('has an image for each colour mode when the logo has srcDark, sized and linked as configured', () => {
    const link = logoLink({ alt: 'Acme', src: 'img/logo.svg', srcDark: '/img/logo-dark.svg', width: 48, height: 40, href: 'https://acme.example' });
    expect(link.getAttribute('href')).toBe('https://acme.example');
    // Which one shows is the stylesheet's choice (themed--light / themed--dark), from the first paint.
    expect(images(link)).toEqual([
      { className: 'footer__logo themed--light', src: '/acme/img/logo.svg', alt: 'Acme', width: '48', height: '40' },
      { className: 'footer__logo themed--dark', src: '/acme/img/logo-dark.svg', alt: 'Acme', width: '48', height: '40' },
    ]);
  });

  it('has one image, shown in both modes, without srcDark, and no link without href, as in Docusaurus (verification: it linked the home page, which a docs-only site lacks)', () => {
    const logo = logoLink({ alt: 'Acme', src: 'img/logo.svg' });
    expect(logo.tagName).not.toBe('A');
    expect(images(logo)).toEqual([{ className: 'footer__logo', src: '/acme/img/logo.svg', alt: 'Acme', width: null, height: null }]);
  });
});

describe('footer links', () => {
  it("pass on target, rel, className and aria-label, as Docusaurus passes a footer link's other props (bring-your-own audit: Relay's target: '_self' was refused)", () => {
    const footer = renderFooter({ links: [{ title: 'More', items: [{ label: 'Blog', href: 'https://acme.example/blog', target: '_self', rel: 'me', className: 'blog-link', 'aria-label': 'Acme blog' }, { label: 'GitHub', href: 'https://github.com/acme' }] }] });
    const [blog, github] = [...footer.querySelectorAll('a')];
    expect([blog!.getAttribute('target'), blog!.getAttribute('rel'), blog!.className, blog!.getAttribute('aria-label')]).toEqual(['_self', 'me', 'footer__link blog-link', 'Acme blog']);
    // Without a target an outside link opens in a new tab, as before.
    expect(github!.getAttribute('target')).toBe('_blank');
    // The external-link icon marks links to other sites only, as Docusaurus's (verification: href: '/docs' had it).
    expect(blog!.querySelector('.icon-external')).not.toBeNull();
    const inside = renderFooter({ links: [{ label: 'Docs', href: '/docs' }, { label: 'Feed', href: '/blog/rss.xml' }] });
    expect([...inside.querySelectorAll('a')].map((a) => Boolean(a.querySelector('.icon-external')))).toEqual([false, false]);
  });

  it("draw a column without a title as its links alone, pass a link's title, and give an href path the base URL with prependBaseUrlToHref too (review)", () => {
    const footer = renderFooter({ links: [{ items: [{ label: 'Guide', href: '/files/guide.pdf', prependBaseUrlToHref: true, title: 'The guide' }] }, { title: 'More', className: 'more-column', items: [] }] }, '/acme/');
    expect([...footer.querySelectorAll('.footer__title')].map((title) => title.textContent)).toEqual(['More']);
    const guide = footer.querySelector('a')!;
    expect([guide.getAttribute('href'), guide.getAttribute('title')]).toEqual(['/acme/files/guide.pdf', 'The guide']);
    expect(footer.querySelector('.footer__column.more-column')).not.toBeNull();
  });
});
