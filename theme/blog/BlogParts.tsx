import { Link } from '../../src/client/Link.js';
import { useSiteData } from '../../src/client/context.js';
import type { BlogAuthor, BlogPaginationInfo } from '../../src/shared/blogTypes.js';
import { withBase } from '../../src/shared/url.js';
import { AuthorSocials } from './AuthorSocials.js';

/** The author's image; none without one (Docusaurus shows no placeholder either). */
export function AuthorAvatar({ author, size = 48 }: { author: BlogAuthor; size?: number }) {
  const site = useSiteData();
  if (!author.imageUrl) return null;
  const src = author.imageUrl.startsWith('/') ? withBase(author.imageUrl, site.baseUrl) : author.imageUrl;
  return <img className="avatar" src={src} alt="" width={size} height={size} loading="lazy" />;
}

/**
 * An author's avatar, name, title and social links. `large` is the header of the author's own
 * page, where the name is the page's heading (level 1), as a tag's name is on a tag page.
 */
export function AuthorBlock({ author, large }: { author: BlogAuthor; large?: boolean }) {
  // The name leads to the author's page, else their site, else their e-mail (Docusaurus's order).
  const href = author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const name = author.page || href ? (
    <Link to={author.page} href={author.page ? undefined : href} className="author__name">
      {author.name}
    </Link>
  ) : (
    <span className="author__name">{author.name}</span>
  );
  return (
    <div className={`author${large ? ' author--large' : ''}`}>
      <AuthorAvatar author={author} size={large ? 96 : 48} />
      <div className="author__info">
        {large ? <h1 className="author__heading">{name}</h1> : name}
        {author.title ? <small className="author__title">{author.title}</small> : null}
        {author.socials ? <AuthorSocials socials={author.socials} /> : null}
      </div>
    </div>
  );
}

export function PostMeta({ date, formattedDate, readingTime }: { date: string; formattedDate: string; readingTime?: number }) {
  return (
    <div className="blog-post__meta">
      <time dateTime={date}>{formattedDate}</time>
      {readingTime !== undefined ? <> · {Math.max(1, Math.ceil(readingTime))} min read</> : null}
    </div>
  );
}

export function ListPagination({ pagination }: { pagination: BlogPaginationInfo }) {
  if (!pagination.previous && !pagination.next) return null;
  return (
    <nav className="pagination-nav" aria-label="Blog list page navigation">
      {pagination.previous ? (
        <Link to={pagination.previous} className="pagination-nav__link pagination-nav__link--prev">
          <span className="pagination-nav__label">« Newer entries</span>
        </Link>
      ) : (
        <span />
      )}
      {pagination.next ? (
        <Link to={pagination.next} className="pagination-nav__link pagination-nav__link--next">
          <span className="pagination-nav__label">Older entries »</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** Date, reading time and authors under a post's title (on the post and in lists). */
export function PostByline({ post }: { post: { date: string; formattedDate: string; readingTime?: number; authors: BlogAuthor[] } }) {
  return (
    <>
      <PostMeta date={post.date} formattedDate={post.formattedDate} readingTime={post.readingTime} />
      {post.authors.length ? (
        <div className="blog-post__authors">
          {post.authors.map((author) => (
            <AuthorBlock key={author.key ?? author.name} author={author} />
          ))}
        </div>
      ) : null}
    </>
  );
}
