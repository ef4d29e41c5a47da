import { Link } from '../../src/client/Link.js';
import type { PageProps } from '../../src/client/pageProps.js';
import type { BlogTagsPageProps } from '../../src/shared/blogTypes.js';

export default function BlogTagsPage({ page }: PageProps<BlogTagsPageProps>) {
  return (
    <main className="container page-padding tags-page">
      <h1>Tags</h1>
      <ul className="tag-list__items">
        {page.props.tags.map((tag) => (
          <li key={tag.permalink}>
            <Link to={tag.permalink} className="tag" title={tag.description}>
              {tag.label} <span className="tag__count">{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
