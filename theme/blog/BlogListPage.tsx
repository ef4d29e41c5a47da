import { Link } from '../../src/client/Link.js';
import type { PageProps } from '../../src/client/pageProps.js';
import type { BlogListPageProps, BlogSidebarData } from '../../src/shared/blogTypes.js';
import { TagList } from '../docs/DocItemParts.js';
import { MdContent } from '../markdown/MdContent.js';
import { BlogLayout } from './BlogLayout.js';
import { AuthorBlock, ListPagination, PostByline } from './BlogParts.js';

/** A page of posts: the blog home, a tag's posts or an author's posts. */
export default function BlogListPage({ page, shared }: PageProps<BlogListPageProps, { sidebar?: BlogSidebarData }>) {
  const props = page.props;
  return (
    <BlogLayout sidebar={shared.sidebar}>
      <header className="blog-list__header">
        {props.tag ? (
          <>
            <h1>{props.listTitle ?? page.title}</h1>
            {props.tag.description ? <p>{props.tag.description}</p> : null}
            <Link to={props.tag.allTagsHref}>View all tags</Link>
          </>
        ) : props.author ? (
          <>
            <AuthorBlock author={props.author} large />
            {props.author.description ? <p className="blog-list__author-description">{props.author.description}</p> : null}
            <p className="blog-list__count">
              {props.author.count} post{props.author.count === 1 ? '' : 's'} · <Link to={props.author.allAuthorsHref}>View all authors</Link>
            </p>
          </>
        ) : (
          <>
            <h1>{props.blogTitle}</h1>
            <p className="blog-list__description">{props.blogDescription}</p>
            <p className="blog-list__links">
              <Link to={props.archiveHref}>Archive</Link>
              {props.extraLink ? (
                <>
                  {' · '}
                  <Link to={props.extraLink.href}>{props.extraLink.label}</Link>
                </>
              ) : null}
            </p>
          </>
        )}
      </header>
      {props.posts.map((post) => (
        <article key={post.permalink} className="blog-post blog-post--summary">
          <header>
            <h2 className="blog-post__title">
              <Link to={post.permalink}>{post.title}</Link>
            </h2>
            <PostByline post={post} />
          </header>
          <div className="markdown">
            <MdContent nodes={post.content} />
          </div>
          <footer className="blog-post__footer">
            <TagList tags={post.tags} />
            {post.truncated ? (
              // The post's title in the link's text, not only in an aria-label: crawlers (Lighthouse's
              // link-text audit) read the text, and a list of "Read more" links says nothing.
              <Link to={post.permalink} className="blog-post__read-more">
                Read more<span className="visually-hidden">{` about ${post.title}`}</span>
              </Link>
            ) : null}
          </footer>
        </article>
      ))}
      <ListPagination pagination={props.pagination} />
    </BlogLayout>
  );
}
