import { Link } from '../../src/client/Link.js';
import type { PageProps } from '../../src/client/pageProps.js';
import type { BlogArchivePageProps } from '../../src/shared/blogTypes.js';

export default function BlogArchivePage({ page }: PageProps<BlogArchivePageProps>) {
  return (
    <main className="container page-padding blog-archive">
      <h1>Archive</h1>
      <p>Every post of {page.props.blogTitle}, newest first.</p>
      <div className="blog-archive__years">
        {page.props.years.map(({ year, posts }) => (
          <section key={year} className="blog-archive__year">
            <h2>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.permalink}>
                  <Link to={post.permalink}>
                    <time dateTime={post.date}>{post.formattedDate}</time> – {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
