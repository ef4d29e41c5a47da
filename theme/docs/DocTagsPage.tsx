import type { PageProps } from '../../src/client/pageProps.js';
import type { DocTagsPageProps } from '../../src/shared/docsTypes.js';
import { TagsWithCounts } from './DocItemParts.js';

/** Every tag of a docs version, grouped by first letter. */
export default function DocTagsPage({ page }: PageProps<DocTagsPageProps>) {
  const groups = new Map<string, DocTagsPageProps['tags']>();
  for (const tag of page.props.tags) {
    const letter = tag.label[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <main className="container page-padding tags-page">
      <h1>Tags</h1>
      {[...groups].map(([letter, tags]) => (
        <section key={letter} className="tags-page__group">
          <h2>{letter}</h2>
          <TagsWithCounts tags={tags} />
        </section>
      ))}
    </main>
  );
}
