import type { PageProps } from '../../src/client/pageProps.js';
import type { DocTagsPageProps } from '../../src/shared/docsTypes.js';
import { TagsByLetter } from './DocItemParts.js';

/** Every tag of a docs version, grouped by first letter. */
export default function DocTagsPage({ page }: PageProps<DocTagsPageProps>) {
  return (
    <main className="container page-padding tags-page">
      <h1>Tags</h1>
      <TagsByLetter tags={page.props.tags} />
    </main>
  );
}
