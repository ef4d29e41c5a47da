import { Link } from '../../src/client/Link.js';
import { isExternal } from '../../src/shared/url.js';
import { useSiteData } from '../../src/client/context.js';
import type { FooterColumn, LinkItem } from '../../src/shared/types.js';
import { LogoImage } from '../LogoImage.js';
import { ExternalIcon } from '../Navbar/NavLink.js';

function FooterLink({ item }: { item: LinkItem }) {
  if (item.html) return <span className="footer__link-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  // An `href` path gets the base URL from Link already, whatever `prependBaseUrlToHref` says.
  return (
    <Link to={item.to} href={item.href} target={item.target} rel={item.rel} title={item.title} aria-label={item['aria-label']} className={`footer__link${item.className ? ` ${item.className}` : ''}`}>
      {item.label}
      {item.href && !item.to && isExternal(item.href) ? <ExternalIcon /> : null}
    </Link>
  );
}

function isColumns(links: FooterColumn[] | LinkItem[]): links is FooterColumn[] {
  return links.length > 0 && 'items' in links[0]!;
}

export function Footer() {
  const site = useSiteData();
  const footer = site.footer;
  if (!footer) return null;
  const { links, logo, copyright } = footer;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        {isColumns(links) ? (
          <div className="footer__columns">
            {links.map((column, columnIndex) => (
              // A column may have no title, as in Docusaurus.
              <div key={columnIndex} className={column.className ? `footer__column ${column.className}` : 'footer__column'}>
                {column.title ? <h2 className="footer__title">{column.title}</h2> : null}
                <ul className="footer__items">
                  {column.items.map((item, index) => (
                    <li key={index}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : links.length ? (
          <ul className="footer__row">
            {links.map((item, index) => (
              <li key={index}>
                <FooterLink item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="footer__bottom">
          {/* Linked only when the logo names where to: a docs-only site has no home page to link (as Docusaurus). */}
          {logo?.href ? (
            <Link href={logo.href} className="footer__logo-link">
              <LogoImage logo={logo} className="footer__logo" loading="lazy" />
            </Link>
          ) : logo ? (
            <LogoImage logo={logo} className="footer__logo" loading="lazy" />
          ) : null}
          {copyright ? <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} /> : null}
        </div>
      </div>
    </footer>
  );
}
