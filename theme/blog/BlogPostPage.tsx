import { Link } from '../../src/client/Link.js';
import type { PageProps } from '../../src/client/pageProps.js';
import type { BlogPostPageProps, BlogSidebarData } from '../../src/shared/blogTypes.js';
import { DraftBanner, Pagination, TagList, UnlistedBanner, type PaginationLabels } from '../docs/DocItemParts.js';
import { MdContent } from '../markdown/MdContent.js';
import { EditMeta } from '../EditMeta.js';
import { MobileToc } from '../MobileToc.js';
import { TableOfContents } from '../TableOfContents.js';
import { BlogLayout } from './BlogLayout.js';
import { PostByline } from './BlogParts.js';

// Posts go newest first: the link on the left leads to the newer post (Docusaurus's words).
const POST_PAGINATION: PaginationLabels = { nav: 'Blog post page navigation', previous: 'Newer post', next: 'Older post' };

/** One blog post (or changelog entry). */
export default function BlogPostPage({ page, shared }: PageProps<BlogPostPageProps, { sidebar?: BlogSidebarData }>) {
  const post = page.props;
  const showToc = !post.hideTableOfContents && post.toc.length > 0;
  return (
    <BlogLayout sidebar={shared.sidebar} toc={showToc ? <TableOfContents toc={post.toc} /> : undefined}>
      <article className="blog-post">
        {post.unlisted ? <UnlistedBanner /> : null}
        {post.draft ? <DraftBanner /> : null}
        <header>
          {post.extraLink ? (
            <p className="blog-post__extra">
              <Link to={post.extraLink.href}>{post.extraLink.label}</Link>
            </p>
          ) : null}
          <h1 className="blog-post__title">{post.title}</h1>
          <PostByline post={post} />
        </header>
        {showToc ? <MobileToc toc={post.toc} /> : null}
        <div className="markdown">
          <MdContent nodes={post.body} />
        </div>
        <footer className="blog-post__footer">
          <TagList tags={post.tags} />
          <EditMeta editUrl={post.editUrl} lastUpdate={post.lastUpdate} />
        </footer>
      </article>
      <Pagination previous={post.newer && { title: post.newer.title, href: post.newer.permalink }} next={post.older && { title: post.older.title, href: post.older.permalink }} labels={POST_PAGINATION} />
    </BlogLayout>
  );
}
