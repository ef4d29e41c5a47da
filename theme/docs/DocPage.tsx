import type { PageProps } from '../../src/client/pageProps.js';
import type { DocPageProps, SidebarItem } from '../../src/shared/docsTypes.js';
import { MdContent } from '../markdown/MdContent.js';
import { EditMeta } from '../EditMeta.js';
import { MobileToc } from '../MobileToc.js';
import { TableOfContents } from '../TableOfContents.js';
import { DocLayout } from './DocLayout.js';
import { Breadcrumbs, DocCards, DraftBanner, Pagination, TagList, UnlistedBanner, VersionBadge, VersionBanner } from './DocItemParts.js';

/** One documentation page. */
export default function DocPage({ page, shared }: PageProps<DocPageProps, { sidebar?: SidebarItem[] }>) {
  const doc = page.props;
  const showToc = !doc.hideTableOfContents && doc.toc.length > 0;
  const DocCardList = () => {
    if (!doc.categoryItems) {
      throw new Error(`DocCardList: "${doc.id}" is not in any sidebar category, so there are no items to list. Use <DocCardList /> in a doc that belongs to a category.`);
    }
    return <DocCards items={doc.categoryItems} />;
  };
  return (
    <DocLayout sidebar={shared.sidebar} version={doc.version}>
      <div className="doc-row">
        <div className="doc-item">
          <VersionBanner version={doc.version} latestHref={doc.latestDocHref} />
          {doc.unlisted ? <UnlistedBanner /> : null}
          {doc.draft ? <DraftBanner /> : null}
          {doc.showBreadcrumbs ? <Breadcrumbs items={doc.breadcrumbs} /> : null}
          <VersionBadge version={doc.version} />
          {showToc ? <MobileToc toc={doc.toc} /> : null}
          <article className="markdown doc-markdown">
            {doc.hideTitle ? null : (
              <header>
                <h1>{doc.title}</h1>
              </header>
            )}
            <MdContent nodes={doc.body} components={{ DocCardList }} />
          </article>
          <footer className="doc-footer">
            <TagList tags={doc.tags} />
            <EditMeta editUrl={doc.editUrl} lastUpdate={doc.lastUpdate} keepsEmptyLine />
          </footer>
          <Pagination previous={doc.previous} next={doc.next} />
        </div>
        {showToc ? (
          <aside className="doc-toc">
            <TableOfContents toc={doc.toc} />
          </aside>
        ) : null}
      </div>
    </DocLayout>
  );
}
