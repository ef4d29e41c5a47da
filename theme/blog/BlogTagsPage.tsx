import type { PageProps } from '../../src/client/pageProps.js';
import type { BlogSidebarData, BlogTagsPageProps } from '../../src/shared/blogTypes.js';
import { TagsByLetter } from '../docs/DocItemParts.js';
import { BlogLayout } from './BlogLayout.js';

/** Every tag of a blog, grouped by first letter, beside the blog's sidebar (as in Docusaurus). */
export default function BlogTagsPage({ page, shared }: PageProps<BlogTagsPageProps, { sidebar?: BlogSidebarData }>) {
  return (
    <BlogLayout sidebar={shared.sidebar}>
      <div className="tags-page">
        <h1>Tags</h1>
        <TagsByLetter tags={page.props.tags} />
      </div>
    </BlogLayout>
  );
}
