import { Link } from 'folio/client';
import { requestPath, type FeatureRequest } from './featureRequests.js';
import { StatusBadge } from './StatusBadge.js';

/** One request on the board: votes, title linking to its page, a short description, status. */
export function FeatureRequestCard({ request }: { request: FeatureRequest }) {
  return (
    <li className="request-card">
      <div className="request-card__votes">
        <span className="request-card__vote-count">{request.votes}</span> <span className="request-card__vote-label">votes</span>
      </div>
      <div className="request-card__body">
        <h2 className="request-card__title">
          <Link to={requestPath(request)}>{request.title}</Link>
        </h2>
        <p className="request-card__description">{request.description}</p>
        <div className="request-card__meta">
          <StatusBadge status={request.status} />
          <span className="request-card__category">{request.category}</span>
        </div>
      </div>
    </li>
  );
}
