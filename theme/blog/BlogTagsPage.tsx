import type { PageProps } from '../../src/client/pageProps.js';
import type { BlogTagsPageProps } from '../../src/shared/blogTypes.js';
import { TagsWithCounts } from '../docs/DocItemParts.js';

export default function BlogTagsPage({ page }: PageProps<BlogTagsPageProps>) {
  return (
    <main className="container page-padding tags-page">
      <h1>Tags</h1>
      <TagsWithCounts tags={page.props.tags} />
    </main>
  );
}
