import type { PageProps } from '../../src/client/pageProps.js';
import type { BlogAuthorsPageProps, BlogSidebarData } from '../../src/shared/blogTypes.js';
import { BlogLayout } from './BlogLayout.js';
import { AuthorBlock } from './BlogParts.js';

/** Every author of a blog, beside the blog's sidebar (as in Docusaurus). */
export default function BlogAuthorsPage({ page, shared }: PageProps<BlogAuthorsPageProps, { sidebar?: BlogSidebarData }>) {
  return (
    <BlogLayout sidebar={shared.sidebar}>
      <div className="blog-authors">
        <h1>Authors</h1>
        <ul className="blog-authors__list">
          {page.props.authors.map((author) => (
            <li key={author.key ?? author.name} className="blog-authors__item">
              <AuthorBlock author={author} />
              <span className="blog-authors__count">
                {author.count} post{author.count === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </BlogLayout>
  );
}
