import type { PageProps } from '../../src/client/pageProps.js';
import type { MdNode, TocItem } from '../../src/shared/types.js';
import { UnlistedBanner } from '../docs/DocItemParts.js';
import { MdContent } from '../markdown/MdContent.js';
import { MobileToc } from '../MobileToc.js';
import { TableOfContents } from '../TableOfContents.js';

export interface MarkdownPageProps {
  body: MdNode[];
  toc: TocItem[];
  hideTableOfContents?: boolean;
  wrapperClassName?: string;
  /** `unlisted: true` in front matter: the page tells its reader, as unlisted docs and posts do. */
  unlisted?: boolean;
}

/** A page written in markdown under `pages/`. */
export default function MarkdownPage({ page }: PageProps<MarkdownPageProps>) {
  const { body, toc, hideTableOfContents, wrapperClassName, unlisted } = page.props;
  const showToc = !hideTableOfContents && toc.length > 0;
  return (
    <main className={`container page-padding md-page ${wrapperClassName ?? ''}`}>
      {/* Outside the article: markdown's list styles are not the box's. */}
      {showToc ? <MobileToc toc={toc} /> : null}
      <div className={showToc ? 'row' : undefined}>
        <article className="markdown md-page__content">
          {unlisted ? <UnlistedBanner /> : null}
          <MdContent nodes={body} />
        </article>
        {showToc ? (
          <aside className="md-page__toc">
            <TableOfContents toc={toc} />
          </aside>
        ) : null}
      </div>
    </main>
  );
}
