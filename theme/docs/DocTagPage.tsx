import { Link } from '../../src/client/Link.js';
import type { PageProps } from '../../src/client/pageProps.js';
import type { DocTagPageProps } from '../../src/shared/docsTypes.js';

/** The docs carrying one tag. */
export default function DocTagPage({ page }: PageProps<DocTagPageProps>) {
  const { tag, docs, allTagsHref } = page.props;
  return (
    <main className="container page-padding tag-page">
      <header>
        <h1>{page.title}</h1>
        {tag.description ? <p>{tag.description}</p> : null}
        <Link to={allTagsHref}>View all tags</Link>
      </header>
      <ul className="tag-page__docs">
        {docs.map((doc) => (
          <li key={doc.id}>
            <Link to={doc.href}>
              <h2>{doc.title}</h2>
            </Link>
            {doc.description ? <p>{doc.description}</p> : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
