import { useSiteData } from '../../src/client/context.js';
import { Link } from '../../src/client/Link.js';
import { latestVersion, storePreferredVersion } from '../../src/client/docs.js';
import type { Breadcrumb, DocCardItem, DocVersionInfo, NavLinkInfo, TagInfo } from '../../src/shared/docsTypes.js';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const site = useSiteData();
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ul>
        {/* The home crumb only when the site has a home page (docs under /docs and no pages: none). */}
        {site.homePage ? (
          <li>
            <Link to="/" className="breadcrumbs__link" aria-label="Home page">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 00-1.34 0L2.97 11.13c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" /></svg>
            </Link>
          </li>
        ) : null}
        {items.map((item, index) => (
          <li key={index}>
            {item.href && index < items.length - 1 ? (
              <Link to={item.href} className="breadcrumbs__link">
                {item.label}
              </Link>
            ) : (
              // Only the page's own crumb is highlighted; a category without a page is plain text.
              <span className={index === items.length - 1 ? 'breadcrumbs__link breadcrumbs__link--current' : 'breadcrumbs__link'} aria-current={index === items.length - 1 ? 'page' : undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function VersionBanner({ version, latestHref }: { version: DocVersionInfo; latestHref?: string }) {
  const site = useSiteData();
  if (version.banner === 'none') return null;
  const label = <b>{version.label}</b>;
  return (
    <div className="admonition admonition-warning version-banner" role="alert">
      <div className="admonition-content">
        <p>
          {version.banner === 'unreleased' ? (
            <>This is unreleased documentation for {site.title} {label} version.</>
          ) : (
            <>This is documentation for {site.title} {label}, which is no longer actively maintained.</>
          )}
        </p>
        {latestHref ? (
          <p>
            {/* Following it makes the latest version the reader's preferred one, as choosing it in the navbar does. */}
            For up-to-date documentation, see the <Link to={latestHref} onClick={() => storePreferredVersion(version.pluginId, latestVersion(site.docs[version.pluginId]!).name, site.storageSuffix)}><b>latest version</b></Link> ({version.latestLabel}).
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function VersionBadge({ version }: { version: DocVersionInfo }) {
  if (!version.badge) return null;
  return <span className="badge version-badge">Version: {version.label}</span>;
}

/** What a previous/next navigation is called and what its two links say. */
export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
}

const DOCS_PAGINATION: PaginationLabels = { nav: 'Docs pages', previous: 'Previous', next: 'Next' };

export function Pagination({ previous, next, labels = DOCS_PAGINATION }: { previous?: NavLinkInfo; next?: NavLinkInfo; labels?: PaginationLabels }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={labels.nav}>
      {previous ? (
        <Link to={previous.href} className="pagination-nav__link pagination-nav__link--prev">
          <span className="pagination-nav__sublabel">{labels.previous}</span>
          <span className="pagination-nav__label">« {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className="pagination-nav__link pagination-nav__link--next">
          <span className="pagination-nav__sublabel">{labels.next}</span>
          <span className="pagination-nav__label">{next.title} »</span>
        </Link>
      ) : null}
    </nav>
  );
}

export function TagList({ tags, title = 'Tags:' }: { tags: TagInfo[]; title?: string }) {
  if (!tags.length) return null;
  return (
    <div className="tag-list">
      <b>{title}</b>
      <ul>
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link to={tag.permalink} className="tag" title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Tags grouped by their first letter, as Docusaurus's tags pages list them. */
export function TagsByLetter({ tags }: { tags: (TagInfo & { count: number })[] }) {
  const groups = new Map<string, (TagInfo & { count: number })[]>();
  for (const tag of tags) {
    // The first character, not the first UTF-16 unit: half of an emoji is no heading.
    const letter = String.fromCodePoint(tag.label.codePointAt(0) ?? 63).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <>
      {[...groups].map(([letter, group]) => (
        <section key={letter} className="tags-page__group">
          <h2>{letter}</h2>
          <TagsWithCounts tags={group} />
        </section>
      ))}
    </>
  );
}

/** Tag chips with how many pages carry each (the tags pages of docs and blogs). */
export function TagsWithCounts({ tags }: { tags: (TagInfo & { count: number })[] }) {
  return (
    <ul className="tag-list__items">
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <Link to={tag.permalink} className="tag" title={tag.description}>
            {tag.label} <span className="tag__count">{tag.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DocCards({ items }: { items: DocCardItem[] }) {
  return (
    <section className="doc-cards">
      {items.map((item) => (
        <Link key={item.href} to={item.href} className="doc-card">
          <h2 className="doc-card__title">
            {item.type === 'category' ? '🗃️ ' : '📄️ '}
            {item.label}
          </h2>
          {/* A category's card: its own description, else how many items it holds (as Docusaurus). */}
          <p className="doc-card__description">{item.description ?? (item.type === 'category' ? `${item.count ?? 0} item${item.count === 1 ? '' : 's'}` : '')}</p>
        </Link>
      ))}
    </section>
  );
}

export function UnlistedBanner() {
  return (
    <div className="admonition admonition-caution unlisted-banner" role="note">
      <div className="admonition-content">
        <p>
          <b>Unlisted page.</b> This page is unlisted: search engines will not index it, and only readers with a direct link can find it.
        </p>
      </div>
    </div>
  );
}

export function DraftBanner() {
  return (
    <div className="admonition admonition-caution draft-banner" role="note">
      <div className="admonition-content">
        <p>
          <b>Draft page.</b> This page is a draft: it is shown in development only and left out of production builds.
        </p>
      </div>
    </div>
  );
}
