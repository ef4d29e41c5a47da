import type { PageProps } from '../../src/client/pageProps.js';
import type { BlogAuthorsPageProps } from '../../src/shared/blogTypes.js';
import { AuthorBlock } from './BlogParts.js';

export default function BlogAuthorsPage({ page }: PageProps<BlogAuthorsPageProps>) {
  return (
    <main className="container page-padding blog-authors">
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
    </main>
  );
}
