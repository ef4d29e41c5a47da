import type { PageProps } from '../../src/client/pageProps.js';
import type { DocCategoryPageProps, SidebarItem } from '../../src/shared/docsTypes.js';
import { DocLayout } from './DocLayout.js';
import { Breadcrumbs, DocCards, Pagination, VersionBadge, VersionBanner } from './DocItemParts.js';

/** A generated index page listing a sidebar category's items as cards. */
export default function DocCategoryPage({ page, shared }: PageProps<DocCategoryPageProps, { sidebar?: SidebarItem[] }>) {
  const props = page.props;
  return (
    <DocLayout sidebar={shared.sidebar} version={props.version}>
      <div className="doc-row">
        <div className="doc-item">
          <VersionBanner version={props.version} latestHref={props.latestDocHref} />
          {props.showBreadcrumbs ? <Breadcrumbs items={props.breadcrumbs} /> : null}
          <VersionBadge version={props.version} />
          <header className="markdown">
            <h1>{props.title}</h1>
            {props.description ? <p className="doc-category__description">{props.description}</p> : null}
          </header>
          <DocCards items={props.items} />
          <Pagination previous={props.previous} next={props.next} />
        </div>
      </div>
    </DocLayout>
  );
}
