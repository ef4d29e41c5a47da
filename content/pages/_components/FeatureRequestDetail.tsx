import { Link, useSiteData } from 'folio/client';
import { BOARD_PATH, formatDate, type FeatureRequest } from './featureRequests.js';
import { StatusBadge } from './StatusBadge.js';

function BackLink() {
  return (
    <Link className="feature-request__back" to={BOARD_PATH}>
      <span aria-hidden="true">← </span>All feature requests
    </Link>
  );
}

/** The page of one feature request. */
export function FeatureRequestDetail({ request }: { request: FeatureRequest }) {
  const { locale } = useSiteData();
  return (
    <main className="container page-padding feature-request">
      <BackLink />
      <article>
        <header className="feature-request__header">
          <StatusBadge status={request.status} />
          <h1>{request.title}</h1>
        </header>
        <dl className="feature-request__facts">
          <div>
            <dt>Votes</dt>
            <dd>{request.votes}</dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{request.category}</dd>
          </div>
          <div>
            <dt>Requested</dt>
            <dd>
              <time dateTime={request.created}>{formatDate(request.created, locale.config.htmlLang)}</time>
            </dd>
          </div>
          <div>
            <dt>Author</dt>
            <dd>@{request.author}</dd>
          </div>
        </dl>
        <p className="feature-request__description">{request.description}</p>
      </article>
    </main>
  );
}

/** What a path below the board shows when it names no request. */
export function FeatureRequestNotFound({ slug }: { slug: string }) {
  return (
    <main className="container page-padding feature-request feature-request--missing">
      <BackLink />
      <h1>Request not found</h1>
      <p>
        There is no feature request called <code>{slug}</code>. It may have been renamed, or merged into a similar request.
      </p>
      <p>
        <Link className="button button--primary" to={BOARD_PATH}>
          Browse all feature requests
        </Link>
      </p>
    </main>
  );
}
